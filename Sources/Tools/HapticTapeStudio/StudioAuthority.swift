/// Which `Host` and `Origin` headers the studio answers: only its own address, so a page on
/// another site cannot open its WebSocket (browsers apply no same-origin policy to WebSockets)
/// and a DNS-rebound name cannot read its recordings.
///
/// The hosts are `ADDRESS:PORT` of the bound address; on loopback also `localhost:PORT` (and
/// `[::1]:PORT` when bound there); on `0.0.0.0` every address of the machine's interfaces. An
/// `Origin`, when present, must be `http://` and one of those hosts. Names are compared without
/// regard to case; a request without `Host` is refused.
public struct StudioAuthority: Hashable, Sendable {
  /// The accepted `Host` values, lowercased.
  public let hosts: Set<String>

  /// The authority of a studio bound to `address` (as ``StudioConfiguration/host`` spells it)
  /// on `port`.
  /// - Parameter interfaceAddresses: The machine's addresses, used when `address` is `0.0.0.0`.
  public init(address: String, port: UInt16, interfaceAddresses: [String] = []) {
    var names: [String]
    switch address.lowercased() {
    case "127.0.0.1", "localhost": names = ["127.0.0.1", "localhost"]
    case "::1", "[::1]": names = ["[::1]", "localhost"]
    case "0.0.0.0": names = ["127.0.0.1", "localhost"] + interfaceAddresses
    case let other: names = [other]
    }
    var hosts = Set(names.map { "\($0.lowercased()):\(port)" })
    // A browser leaves out the scheme's default port.
    if port == 80 { hosts.formUnion(names.map { $0.lowercased() }) }
    self.hosts = hosts
  }

  /// Why a request with these headers is refused, or `nil` when it is the studio's own.
  public func refusal(host: String?, origin: String?) -> String? {
    guard let host, hosts.contains(host.lowercased()) else {
      return "403: Host \(host.map { "'\($0)'" } ?? "(none)") is not this studio's address"
    }
    if let origin {
      let lowered = origin.lowercased()
      guard lowered.hasPrefix("http://"), hosts.contains(String(lowered.dropFirst(7))) else {
        return "403: Origin '\(origin)' is not this studio's page"
      }
    }
    return nil
  }
}
