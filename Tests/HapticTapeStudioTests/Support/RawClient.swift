import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A blocking TCP client on 127.0.0.1 that sends exactly the bytes a test writes, so requests
/// can carry foreign `Host` and `Origin` headers, oversized header lines or raw WebSocket frames.
///
/// Its calls block, so tests make them through ``run(_:)``, on a thread of their own: a blocked
/// thread of the concurrency pool would starve the server under test.
final class RawClient: @unchecked Sendable {
  private let descriptor: Int32

  /// Connects to `port` on 127.0.0.1; reads give up after `timeout` seconds.
  init(port: UInt16, timeout: Double = 5) throws {
    #if canImport(Glibc)
      descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard descriptor >= 0 else { throw Failure("socket: errno \(errno)") }
    var interval = timeval()
    interval.tv_sec = .init(timeout.rounded(.down))
    interval.tv_usec = .init((timeout - timeout.rounded(.down)) * 1e6)
    setsockopt(
      descriptor, SOL_SOCKET, SO_RCVTIMEO, &interval, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let result = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard result == 0 else {
      close(descriptor)
      throw Failure("connect: errno \(errno)")
    }
  }

  deinit { close(descriptor) }

  /// Runs `body` with this client on a thread of its own, off the concurrency pool (and off
  /// dispatch's, which adds threads slowly while its others are blocked).
  func run<T: Sendable>(_ body: @escaping @Sendable (RawClient) -> T) async -> T {
    await withCheckedContinuation { continuation in
      Thread { continuation.resume(returning: body(self)) }.start()
    }
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }

  /// Sends `bytes`; returns `false` once the server has closed the connection.
  @discardableResult
  func send(_ bytes: [UInt8]) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let sent = bytes[offset...].withUnsafeBytes {
        #if canImport(Glibc)
          Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
        #else
          Darwin.send(descriptor, $0.baseAddress, $0.count, 0)
        #endif
      }
      guard sent > 0 else { return false }
      offset += sent
    }
    return true
  }

  func send(_ text: String) { send(Array(text.utf8)) }

  /// Reads up to `count` bytes; empty at the end of the stream or on the read timeout.
  func read(atMost count: Int = 65536) -> [UInt8] {
    var buffer = [UInt8](repeating: 0, count: count)
    let received = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, count, 0) }
    return received > 0 ? Array(buffer.prefix(received)) : []
  }

  /// Reads exactly `count` bytes, or fewer when the stream ends or times out.
  func read(exactly count: Int) -> [UInt8] {
    var bytes: [UInt8] = []
    while bytes.count < count {
      let chunk = read(atMost: count - bytes.count)
      if chunk.isEmpty { break }
      bytes += chunk
    }
    return bytes
  }

  /// Reads an HTTP response head (through the blank line) and returns its status code and the
  /// head's text.
  func readResponseHead() -> (status: Int, head: String) {
    var bytes: [UInt8] = []
    while bytes.suffix(4) != [13, 10, 13, 10] {
      let byte = read(atMost: 1)
      if byte.isEmpty { break }
      bytes += byte
    }
    let head = String(decoding: bytes, as: UTF8.self)
    let fields = head.split(separator: " ", maxSplits: 2)
    return (fields.count > 1 ? Int(fields[1]) ?? 0 : 0, head)
  }

  /// A GET request with the given headers, `Host` first.
  func get(_ path: String, host: String, headers: [String] = []) {
    send(
      (["GET \(path) HTTP/1.1", "Host: \(host)"] + headers + ["Connection: close", "", ""])
        .joined(separator: "\r\n"))
  }

  /// The headers of a WebSocket upgrade request.
  static let upgradeHeaders = [
    "Upgrade: websocket", "Connection: Upgrade", "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==",
    "Sec-WebSocket-Version: 13",
  ]

  /// Sends an upgrade request for `/socket` and returns the response's status code.
  func upgrade(host: String, origin: String?) -> Int {
    let headers = RawClient.upgradeHeaders + (origin.map { ["Origin: \($0)"] } ?? [])
    send(
      (["GET /socket HTTP/1.1", "Host: \(host)"] + headers + ["", ""]).joined(separator: "\r\n"))
    return readResponseHead().status
  }

  /// Sends one masked client frame with `payload`, or only its header when `payload` is nil and
  /// `declaredLength` is given.
  @discardableResult
  func sendFrame(
    opcode: UInt8, fin: Bool = true, payload: [UInt8], declaredLength: UInt64? = nil
  ) -> Bool {
    let length = declaredLength ?? UInt64(payload.count)
    var frame: [UInt8] = [(fin ? 0x80 : 0) | opcode]
    if length <= 125 {
      frame.append(0x80 | UInt8(length))
    } else if length <= 0xFFFF {
      frame += [0x80 | 126, UInt8(length >> 8), UInt8(length & 0xFF)]
    } else {
      frame.append(0x80 | 127)
      frame += (0..<8).reversed().map { UInt8((length >> (8 * UInt64($0))) & 0xFF) }
    }
    let mask: [UInt8] = [0x12, 0x34, 0x56, 0x78]
    frame += mask
    frame += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
    return send(frame)
  }

  /// Reads one unmasked server frame: its opcode and payload, or nil when the stream ends.
  func readFrame() -> (opcode: UInt8, payload: [UInt8])? {
    let head = read(exactly: 2)
    guard head.count == 2 else { return nil }
    var length = UInt64(head[1] & 0x7F)
    if length == 126 {
      let bytes = read(exactly: 2)
      guard bytes.count == 2 else { return nil }
      length = UInt64(bytes[0]) << 8 | UInt64(bytes[1])
    } else if length == 127 {
      let bytes = read(exactly: 8)
      guard bytes.count == 8 else { return nil }
      length = bytes.reduce(0) { $0 << 8 | UInt64($1) }
    }
    guard length < 64 * 1024 * 1024 else { return nil }
    let payload = read(exactly: Int(length))
    guard payload.count == Int(length) else { return nil }
    return (head[0] & 0x0F, payload)
  }

  /// Reads frames until a text frame, returning its text, or nil when the stream ends.
  func readText() -> String? {
    while let frame = readFrame() {
      if frame.opcode == 1 { return String(decoding: frame.payload, as: UTF8.self) }
      if frame.opcode == 8 { return nil }
    }
    return nil
  }

  /// Reads frames until a close frame and returns its status code, or nil when the stream ends
  /// first.
  func readCloseCode() -> UInt16? {
    while let frame = readFrame() {
      if frame.opcode == 8 {
        guard frame.payload.count >= 2 else { return nil }
        return UInt16(frame.payload[0]) << 8 | UInt16(frame.payload[1])
      }
    }
    return nil
  }
}
