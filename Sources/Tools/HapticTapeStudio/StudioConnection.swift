import FlyingFox
import FlyingSocks
import Foundation

/// One client connection: reads a request head within ``StudioRequestHead``'s limits and
/// ``headTimeLimit``, answers it through ``StudioRequestHandler``, and on `/socket` switches to
/// WebSocket frames admitted by ``StudioFrameLimit`` before their payloads are read.
///
/// FlyingFox's own connection reads a header line of any length, and a frame's whole payload
/// (a declared 1 GiB included) before a handler sees it; the studio reads its sockets here and
/// keeps FlyingFox for the rest: its request and response types, the WebSocket handshake and
/// the message assembly of ``FlyingFox/MessageFrameWSHandler``.
actor StudioConnection {
  /// How long a client may take to send a request head, in seconds (ours: a browser sends it
  /// at once, a phone on Wi-Fi within a second; a client that trickles bytes holds a connection
  /// no longer than this).
  static let headTimeLimit: Double = 5
  /// The largest read from the socket at once, in bytes.
  static let readSize = 16 * 1024

  private let socket: AsyncSocket
  private let handler: StudioRequestHandler
  /// Bytes read from the socket and not yet used.
  private var buffer: [UInt8] = []
  private var bufferStart = 0

  init(socket: AsyncSocket, handler: StudioRequestHandler) {
    self.socket = socket
    self.handler = handler
  }

  /// Serves one request, or the WebSocket it opens, and closes the connection (a page's few
  /// requests need no keep-alive).
  func serve() async {
    defer { try? socket.close() }
    do {
      guard let request = try await nextRequest() else { return }
      let response = await respond(to: request)
      if case .webSocket = response.payload {
        try await write(head: response)
        try await serveWebSocket(handler.makeSocket())
      } else {
        try await write(response)
      }
    } catch let refusal as StudioRequestHead.Refusal {
      try? await write(Self.text(refusal.status, refusal.message))
    } catch {
      // A client that went away, or a read cancelled at shutdown: nothing to answer.
    }
  }

  // MARK: - HTTP

  /// The request, or `nil` when the client closed the connection before sending a byte.
  /// - Throws: ``StudioRequestHead/Refusal`` for a head over a limit, malformed, with a body
  ///   or not complete within ``headTimeLimit``.
  private func nextRequest() async throws -> HTTPRequest? {
    let deadline = ContinuousClock.now + .milliseconds(Int64(Self.headTimeLimit * 1000))
    var head = StudioRequestHead()
    var started = false
    while true {
      if bufferStart == buffer.count {
        guard let bytes = try await read(until: deadline) else {
          if started {
            throw StudioRequestHead.Refusal(status: 400, message: "400: the request ended early")
          }
          return nil
        }
        buffer = bytes
        bufferStart = 0
      }
      started = true
      let available = buffer[bufferStart...]
      if let used = try head.feed(available) {
        bufferStart += used
        return try request(from: head)
      }
      bufferStart = buffer.count
    }
  }

  private func request(from head: StudioRequestHead) throws -> HTTPRequest {
    // The studio takes no bodies: every route is a GET.
    if let length = head.value(of: "Content-Length"), length != "0" {
      throw StudioRequestHead.Refusal(status: 413, message: "413: the studio takes no request body")
    }
    if head.value(of: "Transfer-Encoding") != nil {
      throw StudioRequestHead.Refusal(status: 413, message: "413: the studio takes no request body")
    }
    var headers = HTTPHeaders()
    for field in head.fields {
      headers.addValue(field.value, for: HTTPHeader(field.name))
    }
    let parts = head.target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    return HTTPRequest(
      method: HTTPMethod(head.method), version: HTTPVersion(head.version),
      target: HTTPRequest.Target(
        path: String(parts[0]), query: parts.count > 1 ? String(parts[1]) : ""),
      headers: headers, body: HTTPBodySequence())
  }

  private func respond(to request: HTTPRequest) async -> HTTPResponse {
    do {
      return try await handler.handleRequest(request)
    } catch {
      return Self.text(500, "500: \(error)")
    }
  }

  /// Reads what the socket has, waiting until `deadline` at most; `nil` when the client closed.
  private func read(until deadline: ContinuousClock.Instant) async throws -> [UInt8]? {
    let socket = self.socket
    return try await withThrowingTaskGroup(of: [UInt8]?.self) { group in
      group.addTask {
        do {
          let bytes = try await socket.read(atMost: Self.readSize)
          return bytes.isEmpty ? nil : bytes
        } catch SocketError.disconnected {
          return nil
        }
      }
      group.addTask {
        try await Task.sleep(until: deadline, clock: .continuous)
        throw StudioRequestHead.Refusal(
          status: 408,
          message: "408: the request head did not arrive within \(Self.headTimeLimit) s")
      }
      defer { group.cancelAll() }
      return try await group.next() ?? nil
    }
  }

  private func write(_ response: HTTPResponse) async throws {
    let body = try await response.bodyData
    var head = "HTTP/1.1 \(response.statusCode.code) \(response.statusCode.phrase)\r\n"
    for (header, value) in response.headers where header != .contentLength && header != .connection
    {
      head += "\(header.rawValue): \(value)\r\n"
    }
    head += "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
    try await socket.write(Data(head.utf8) + body)
  }

  private func write(head response: HTTPResponse) async throws {
    var head = "HTTP/1.1 \(response.statusCode.code) \(response.statusCode.phrase)\r\n"
    for (header, value) in response.headers {
      head += "\(header.rawValue): \(value)\r\n"
    }
    try await socket.write(Data((head + "\r\n").utf8))
  }

  static func text(_ status: Int, _ message: String) -> HTTPResponse {
    var headers = HTTPHeaders()
    headers[.contentType] = "text/plain; charset=utf-8"
    return HTTPResponse(
      statusCode: HTTPStatusCode(status, phrase: phrase(status)), headers: headers,
      body: Data(message.utf8))
  }

  private static func phrase(_ status: Int) -> String {
    switch status {
    case 400: "Bad Request"
    case 408: "Request Timeout"
    case 413: "Payload Too Large"
    case 431: "Request Header Fields Too Large"
    default: "Internal Server Error"
    }
  }

  // MARK: - WebSocket

  /// Reads the client's messages into a ``StudioSocket`` and writes its replies.
  ///
  /// Each reply goes out as one frame. A frame ``StudioFrameLimit`` refuses ends the reading: the messages before it are
  /// still answered, then the connection closes with the refusal's code.
  private func serveWebSocket(_ studio: StudioSocket) async throws {
    let (messages, input) = AsyncStream<WSMessage>.makeStream()
    let (outgoing, output) = AsyncStream<WSFrame>.makeStream()
    let replies = try await studio.makeMessages(for: messages)
    let socket = self.socket
    async let forwarded: Void = {
      for await case .text(let text) in replies {
        output.yield(WSFrame(fin: true, opcode: .text, mask: nil, payload: Data(text.utf8)))
      }
    }()
    async let written: Void = {
      for await frame in outgoing {
        try await socket.write(Self.encode(frame))
      }
    }()
    let close = await readMessages(into: input, pongs: output)
    input.finish()
    await forwarded
    if let close { output.yield(close) }
    output.finish()
    try await written
    if close != nil { await drain() }
  }

  /// How long the studio reads and discards what a client still sends after the studio's close
  /// frame, in seconds (ours: closing with unread bytes resets the connection, and the client
  /// would see 1006 instead of the close code; a browser's close reply comes within
  /// milliseconds, after the rest of a refused message).
  static let closeDrainTime: Double = 1

  /// Reads and discards until the client closes or ``closeDrainTime`` passes.
  private func drain() async {
    let deadline = ContinuousClock.now + .milliseconds(Int64(Self.closeDrainTime * 1000))
    bufferStart = buffer.count
    while (try? await read(until: deadline)) ?? nil != nil {}
  }

  /// Reads frames into messages until the client closes (its close frame is echoed), goes away
  /// (`nil`), or sends a frame that is refused (a close frame with the refusal's code).
  private func readMessages(
    into input: AsyncStream<WSMessage>.Continuation,
    pongs: AsyncStream<WSFrame>.Continuation
  ) async -> WSFrame? {
    var limit = StudioFrameLimit()
    var message: (opcode: UInt8, payload: [UInt8])?
    do {
      while true {
        let frame = try await nextFrame(admittedBy: &limit)
        switch frame.opcode {
        case 8:
          return WSFrame(
            fin: true, opcode: .close, mask: nil, payload: Data(frame.payload.prefix(2)))
        case 9:
          pongs.yield(WSFrame(fin: true, opcode: .pong, mask: nil, payload: Data(frame.payload)))
          continue
        case 10:
          continue
        case 0:
          message?.payload += frame.payload
        default:
          message = (frame.opcode, frame.payload)
        }
        guard frame.isFinal, let complete = message else { continue }
        message = nil
        if complete.opcode == 2 {
          input.yield(.data(Data(complete.payload)))
        } else if let text = String(validating: complete.payload, as: UTF8.self) {
          input.yield(.text(text))
        } else {
          return .close(code: WSCloseCode(1007, reason: "a text message that is not UTF-8"))
        }
      }
    } catch let refusal as StudioFrameLimit.Refusal {
      return .close(code: WSCloseCode(refusal.code, reason: refusal.reason))
    } catch {
      return nil
    }
  }

  /// The client's next frame, unmasked, its header admitted by `limit` before the payload is
  /// read.
  /// - Throws: ``StudioFrameLimit/Refusal`` for a frame the limit refuses or an unmasked one,
  ///   the socket's error when the client goes away.
  private func nextFrame(
    admittedBy limit: inout StudioFrameLimit
  ) async throws -> (opcode: UInt8, isFinal: Bool, payload: [UInt8]) {
    let head = try await take(2)
    let opcode = head[0] & 0x0F
    let isFinal = head[0] & 0x80 != 0
    var length = UInt64(head[1] & 0x7F)
    if length == 126 {
      length = try await take(2).reduce(0) { $0 << 8 | UInt64($1) }
    } else if length == 127 {
      length = try await take(8).reduce(0) { $0 << 8 | UInt64($1) }
    }
    if let refusal = limit.admit(opcode: opcode, isFinal: isFinal, declaredLength: length) {
      throw refusal
    }
    guard head[1] & 0x80 != 0, head[0] & 0x70 == 0 else {
      // RFC 6455 §5.1–5.2: a client masks every frame, and no extension was negotiated.
      throw StudioFrameLimit.Refusal(
        code: StudioFrameLimit.protocolError, reason: "an unmasked frame or unknown extension bits")
    }
    let mask = try await take(4)
    // Admitted: at most StudioMessage.maximumBytes, so the conversion cannot trap.
    var payload = try await take(Int(length))
    for index in payload.indices { payload[index] ^= mask[index & 3] }
    return (opcode, isFinal, payload)
  }

  /// Exactly `count` bytes of the connection.
  /// - Throws: `SocketError.disconnected` when the client closes first.
  private func take(_ count: Int) async throws -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(count)
    while bytes.count < count {
      if bufferStart == buffer.count {
        let read = try await socket.read(atMost: Self.readSize)
        guard !read.isEmpty else { throw SocketError.disconnected }
        buffer = read
        bufferStart = 0
      }
      let end = min(buffer.count, bufferStart + count - bytes.count)
      bytes += buffer[bufferStart..<end]
      bufferStart = end
    }
    return bytes
  }

  /// A server frame: unmasked, its length in the shortest form.
  static func encode(_ frame: WSFrame) -> Data {
    var bytes: [UInt8] = [(frame.fin ? 0x80 : 0) | frame.opcode.rawValue]
    let count = frame.payload.count
    if count <= 125 {
      bytes.append(UInt8(count))
    } else if count <= 0xFFFF {
      bytes += [126, UInt8(count >> 8), UInt8(count & 0xFF)]
    } else {
      bytes.append(127)
      bytes += (0..<8).reversed().map { UInt8((UInt64(count) >> (8 * UInt64($0))) & 0xFF) }
    }
    return Data(bytes) + frame.payload
  }
}
