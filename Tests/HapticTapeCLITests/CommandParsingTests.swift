import ArgumentParser
import Testing

@testable import haptictape

@Suite struct CommandParsingTests {
  @Test func replayTakesPaths() throws {
    let command = try HapticTapeCommand.parseAsRoot(["replay", "Recordings", "extra.htape"])
    let replay = try #require(command as? ReplayCommand)
    #expect(replay.paths == ["Recordings", "extra.htape"])
  }

  @Test func replayWithoutPathsIsAUsageError() {
    #expect(throws: (any Error).self) { try HapticTapeCommand.parseAsRoot(["replay"]) }
  }
}
