import HapticTapeStudio
import Testing

/// Which `Host` and `Origin` headers a studio answers.
@Suite struct StudioAuthorityTests {
  let loopback = StudioAuthority(address: "127.0.0.1", port: 8765)

  @Test func acceptsItsOwnHostsAndOrigins() {
    #expect(loopback.refusal(host: "127.0.0.1:8765", origin: nil) == nil)
    #expect(loopback.refusal(host: "localhost:8765", origin: "http://localhost:8765") == nil)
    #expect(loopback.refusal(host: "LocalHost:8765", origin: "http://127.0.0.1:8765") == nil)
  }

  @Test func refusesForeignHostsOriginsAndPorts() {
    #expect(loopback.refusal(host: nil, origin: nil) != nil)
    #expect(loopback.refusal(host: "evil.example:8765", origin: nil) != nil)
    #expect(loopback.refusal(host: "127.0.0.1:8766", origin: nil) != nil)
    #expect(loopback.refusal(host: "127.0.0.1", origin: nil) != nil)
    #expect(loopback.refusal(host: "[::1]:8765", origin: nil) != nil)
    #expect(loopback.refusal(host: "127.0.0.1:8765", origin: "http://evil.example") != nil)
    #expect(loopback.refusal(host: "127.0.0.1:8765", origin: "https://127.0.0.1:8765") != nil)
    #expect(loopback.refusal(host: "127.0.0.1:8765", origin: "null") != nil)
    #expect(
      loopback.refusal(host: "127.0.0.1:8765", origin: "http://127.0.0.1:8765.evil.example") != nil)
  }

  @Test func answersTheMachinesAddressesWhenBoundToAll() {
    let all = StudioAuthority(address: "0.0.0.0", port: 9000, interfaceAddresses: ["192.168.1.5"])
    #expect(all.hosts == ["127.0.0.1:9000", "localhost:9000", "192.168.1.5:9000"])
    #expect(all.refusal(host: "192.168.1.5:9000", origin: "http://192.168.1.5:9000") == nil)
    #expect(all.refusal(host: "rebound.example:9000", origin: nil) != nil)
  }

  @Test func answersIPv6LoopbackOnlyWhenBoundThere() {
    let six = StudioAuthority(address: "::1", port: 80)
    #expect(six.hosts == ["[::1]:80", "localhost:80", "[::1]", "localhost"])
    #expect(loopback.hosts == ["127.0.0.1:8765", "localhost:8765"])
  }
}
