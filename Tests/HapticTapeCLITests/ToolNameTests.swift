import ArgumentParser
import Foundation
import Testing

@testable import HapticTapeCLI

/// A host's tool calls itself by its own name in help and usage lines; `haptictape` keeps its.
@Suite struct ToolNameTests {
  @Test(arguments: [
    ("/work/app/.build/debug/pull-to-refresh-tool", "pull-to-refresh-tool"),
    ("uikit-seeds-tool", "uikit-seeds-tool"), (".build/debug/haptictape", "haptictape"),
    ("", "haptictape"), ("/", "haptictape"),
  ])
  func theToolIsNamedAfterItsExecutablesFileName(_ path: String, expected: String) {
    #expect(HapticTapeCommand.executableName(path) == expected)
    #expect(HapticTapeCommand.executableName(nil) == "haptictape")
  }

  /// The command type run directly (as parse tests and goldens do) is still `haptictape`.
  @Test func theCommandTypeIsHaptictapeByDefault() {
    #expect(HapticTapeCommand._commandName == "haptictape")
    #expect(HapticTapeCommand.helpMessage(columns: 100).contains("USAGE: haptictape <subcommand>"))
    #expect(
      HapticTapeCommand.usageString(for: ReplayCommand.self).hasPrefix("haptictape replay <paths>"))
  }

  @Test func helpAndUsageLinesNameTheHostsTool() {
    HapticTapeCommand.$toolName.withValue("pull-to-refresh-tool") {
      let help = HapticTapeCommand.helpMessage(columns: 100)
      #expect(help.contains("USAGE: pull-to-refresh-tool <subcommand>"))
      #expect(help.contains("See 'pull-to-refresh-tool help <subcommand>' for detailed help."))
      #expect(!help.contains("haptictape"))
      let replay = HapticTapeCommand.helpMessage(for: ReplayCommand.self, columns: 100)
      #expect(replay.contains("USAGE: pull-to-refresh-tool replay <paths> ..."))
      #expect(
        UnknownCommand.find(in: ["replya"], root: HapticTapeCommand.self)?.group
          == "pull-to-refresh-tool")
      #expect(
        UnknownOption.find(in: ["ahap", "validate", "--bogus"], root: HapticTapeCommand.self)?
          .command == "pull-to-refresh-tool ahap validate")
    }
  }

  /// The built tool, started through a link named `list-tool`, names itself `list-tool`.
  @Test(.enabled(if: BuiltBinary.exists)) func aToolStartedUnderAnotherNameUsesIt() throws {
    let directory = try BuiltBinary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let tool = directory.appendingPathComponent("list-tool")
    try FileManager.default.createSymbolicLink(at: tool, withDestinationURL: BuiltBinary.url)

    let help = try BuiltBinary.run(["--help"], executable: tool)
    #expect(help.status == 0)
    #expect(help.output.contains("USAGE: list-tool <subcommand>\n"))
    #expect(help.output.contains("  See 'list-tool help <subcommand>' for detailed help."))

    let unknownOption = try BuiltBinary.run(
      ["replay", "Recordings", "--confg", "x"], executable: tool)
    #expect(unknownOption.status == 2)
    #expect(
      unknownOption.error.split(separator: "\n").last
        == "  See 'list-tool replay --help' for more information.")

    let unknownCommand = try BuiltBinary.run(["replya"], executable: tool)
    #expect(unknownCommand.status == 2)
    #expect(
      unknownCommand.error.split(separator: "\n").last
        == "  See 'list-tool --help' for more information.")
  }

  @Test(.enabled(if: BuiltBinary.exists)) func haptictapeKeepsItsName() throws {
    let help = try BuiltBinary.run(["replay", "--help"])
    #expect(help.status == 0)
    #expect(help.output.contains("USAGE: haptictape replay <paths> ..."))
  }
}
