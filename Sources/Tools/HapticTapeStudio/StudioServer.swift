import FlyingFox
import FlyingSocks
import Foundation
import HapticTapeReport

/// The studio's HTTP and WebSocket server (FlyingFox): the page at `/`, the live session at
/// `/socket`, the recordings at `/tapes` and `/tape?name=…`.
///
/// Every request must name the bound address in `Host` and, when it has an `Origin`, come from
/// the studio's own page (``StudioAuthority``), and carry the configuration's token, when it has
/// one, as `?token=…`; others get 403.
public struct StudioServer: Sendable {
  /// The configuration.
  public let configuration: StudioConfiguration

  /// Creates a server.
  public init(configuration: StudioConfiguration) {
    self.configuration = configuration
  }

  /// Binds, calls `listening` with the page's URL, and serves until the task is cancelled; then
  /// stops accepting, closes every connection and returns.
  ///
  /// Each connection is read by a ``StudioConnection`` of its own, within its limits; no
  /// client's request head or frames hold up another's.
  /// - Throws: ``StudioError`` when the recordings folder cannot be created, or the socket's
  ///   error when the address cannot be bound.
  public func run(listening: @escaping @Sendable (String) -> Void) async throws {
    let store = try RecordingStore(
      directory: configuration.recordingsDirectory, registry: configuration.registry)
    let address = try sockaddr_in.inet(
      ip4: configuration.host == "localhost" ? "127.0.0.1" : configuration.host,
      port: configuration.port)
    let pool = HTTPServer.defaultPool()
    try await pool.prepare()
    let socket = try Socket(domain: AF_INET, type: .stream)
    try socket.setValue(true, for: .localAddressReuse)
    try socket.bind(to: address)
    try socket.listen()
    var port = configuration.port
    if case .ip4(_, let bound) = try socket.sockname() { port = bound }
    let handler = StudioRequestHandler(
      configuration: configuration, store: store,
      authority: StudioAuthority(
        address: configuration.host, port: port, interfaceAddresses: Self.interfaceAddresses()))
    let listener = try AsyncSocket(socket: socket, pool: pool)
    listening(url(port: port))
    do {
      try await serve(listener: listener, pool: pool, handler: handler, socket: socket)
    } catch {
      // Stopped: the accept loop and the connections end with cancellation errors.
      guard Task.isCancelled else { throw error }
    }
  }

  private func serve(
    listener: AsyncSocket, pool: some AsyncSocketPool, handler: StudioRequestHandler,
    socket: Socket
  ) async throws {
    // Closing the listening socket on cancellation ends the accept loop, which the pool's
    // cancellation alone would not wake.
    try await withTaskCancellationHandler {
      try await withThrowingDiscardingTaskGroup { group in
        group.addTask { try await pool.run() }
        group.addTask {
          try await withThrowingDiscardingTaskGroup { connections in
            for try await client in listener.sockets {
              connections.addTask {
                await StudioConnection(socket: client, handler: handler).serve()
              }
            }
          }
          throw CancellationError()
        }
      }
    } onCancel: {
      try? socket.close()
    }
  }

  /// `http://HOST:PORT/` with the token, the address a browser opens.
  func url(port: UInt16) -> String {
    let host =
      configuration.host == "0.0.0.0"
      ? Self.interfaceAddresses().first ?? "127.0.0.1" : configuration.host
    return "http://\(host):\(port)/" + (configuration.token.map { "?token=\($0)" } ?? "")
  }

  /// The machine's non-loopback IPv4 addresses: the first is the URL a phone opens, all are
  /// hosts a studio bound to `0.0.0.0` answers.
  static func interfaceAddresses() -> [String] {
    var list: UnsafeMutablePointer<ifaddrs>?
    guard getifaddrs(&list) == 0, let first = list else { return [] }
    var addresses: [String] = []
    defer { freeifaddrs(list) }
    var cursor: UnsafeMutablePointer<ifaddrs>? = first
    while let entry = cursor {
      defer { cursor = entry.pointee.ifa_next }
      guard let address = entry.pointee.ifa_addr, address.pointee.sa_family == sa_family_t(AF_INET)
      else { continue }
      var host = [CChar](repeating: 0, count: Int(NI_MAXHOST))
      let length = socklen_t(MemoryLayout<sockaddr_in>.size)
      guard getnameinfo(address, length, &host, socklen_t(host.count), nil, 0, NI_NUMERICHOST) == 0
      else { continue }
      let text = String(
        decoding: host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      if !text.hasPrefix("127."), !addresses.contains(text) { addresses.append(text) }
    }
    return addresses
  }
}
