import ArgumentParser
import Testing

@testable import HapticTapeCLI

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

@Suite struct TapeCommandParsingTests {
  @Test func convertTakesInputAndOutput() throws {
    let command = try HapticTapeCommand.parseAsRoot(["convert", "pull.htape", "pull.jsonl"])
    let convert = try #require(command as? ConvertCommand)
    #expect(convert.input == "pull.htape")
    #expect(convert.destination == "pull.jsonl")
    let withOption = try #require(
      try HapticTapeCommand.parseAsRoot(["convert", "pull.htape", "-o", "pull.jsonl"])
        as? ConvertCommand)
    #expect(withOption.destination == "pull.jsonl")
  }

  @Test func convertNeedsBothPaths() {
    #expect(throws: (any Error).self) {
      try HapticTapeCommand.parseAsRoot(["convert", "pull.htape"])
    }
  }

  @Test func inspectParsesSummaryAndInputsFlags() throws {
    let plain = try #require(
      try HapticTapeCommand.parseAsRoot(["inspect", "pull.htape"]) as? InspectCommand)
    #expect(plain.tape == "pull.htape")
    #expect(!plain.summary && !plain.inputs)
    let summary = try #require(
      try HapticTapeCommand.parseAsRoot(["inspect", "--summary", "--inputs", "pull.jsonl"])
        as? InspectCommand)
    #expect(summary.summary && summary.inputs)
  }
}
