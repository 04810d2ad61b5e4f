import Foundation
import Testing

/// A running studio answers only requests for its own address from its own page: a page on
/// another site cannot open the live session's socket or list the recordings.
@Suite struct StudioServerAccessTests {
  static let start = #"{"type":"start","scene":"secret-offer","device":"iphone-15-pro"}"#

  @Test func refusesAWebSocketUpgradeFromAForeignOrigin() async throws {
    let studio = try await RunningStudio()
    let client = try RawClient(port: studio.port)
    #expect(
      await client.run { $0.upgrade(host: studio.host, origin: "http://evil.example") } == 403)
    await studio.stop()
  }

  @Test func refusesTheRecordingsListToAForeignOrigin() async throws {
    let studio = try await RunningStudio()
    let client = try RawClient(port: studio.port)
    let status = await client.run {
      $0.get("/tapes", host: studio.host, headers: ["Origin: http://evil.example"])
      return $0.readResponseHead().status
    }
    #expect(status == 403)
    await studio.stop()
  }

  @Test func refusesAForeignHost() async throws {
    let studio = try await RunningStudio()
    let rebound = try RawClient(port: studio.port)
    let port = studio.port
    let status = await rebound.run {
      $0.get("/tapes", host: "rebound.example:\(port)")
      return $0.readResponseHead().status
    }
    #expect(status == 403)
    let upgrade = try RawClient(port: studio.port)
    #expect(await upgrade.run { $0.upgrade(host: "evil.example", origin: nil) } == 403)
    await studio.stop()
  }

  @Test func servesItsOwnOrigin() async throws {
    let studio = try await RunningStudio()
    let list = try RawClient(port: studio.port)
    let (port, host) = (studio.port, studio.host)
    let status = await list.run {
      $0.get("/tapes", host: "localhost:\(port)", headers: ["Origin: http://localhost:\(port)"])
      return $0.readResponseHead().status
    }
    #expect(status == 200)
    let client = try RawClient(port: studio.port)
    #expect(await client.run { $0.upgrade(host: host, origin: "http://\(host)") } == 101)
    let started = await client.run {
      $0.sendFrame(opcode: 1, payload: Array(StudioServerAccessTests.start.utf8))
      return $0.readText() ?? ""
    }
    #expect(started.contains(#""type":"started""#))
    await studio.stop()
  }
}
