import ArgumentParser
import Testing

@testable import HapticTapeCLI

/// A word where a command group expects a subcommand is named as an unknown command (exit 2).
///
/// The message suggests the nearest command and lists the group's commands. Messages are
/// compared exactly, in the tree as the `haptictape` executable builds it (the studio added).
@Suite struct UnknownCommandTests {
  /// The top-level commands of the `HapticTapeCLI` tree, in the order of the root's
  /// configuration.
  static let treeCommands =
    "replay, record, report, scenes, layout, ahap, script, physics, convert, export, inspect, "
    + "import, sweep"

  /// The top-level commands of `haptictape`: the tree's, then the studio it adds.
  static let topLevel = treeCommands + ", studio"

  /// Command lines with an unknown command, and the whole message.
  static let unknown: [([String], String)] = [
    (
      ["replya", "Recordings"],
      """
      Error: Unknown command 'replya'. Did you mean 'replay'?
      Commands: \(topLevel)
        See 'haptictape --help' for more information.
      """
    ),
    (
      ["frobnicate"],
      """
      Error: Unknown command 'frobnicate'
      Commands: \(topLevel)
        See 'haptictape --help' for more information.
      """
    ),
    (
      ["ahap", "vaildate", "a.ahap"],
      """
      Error: Unknown command 'vaildate'. Did you mean 'validate'?
      Commands: validate, inspect, convert
        See 'haptictape ahap --help' for more information.
      """
    ),
    (
      ["physics", "flng", "--velocity", "2"],
      """
      Error: Unknown command 'flng'. Did you mean 'fling'?
      Commands: fling, rubberband, spring
        See 'haptictape physics --help' for more information.
      """
    ),
  ]

  @Test(arguments: unknown)
  func namesTheCommandTheNearestOneAndTheGroupsCommands(_ arguments: [String], message: String) {
    let found = HapticTapeCommand.asHapticTapeTool {
      UnknownCommand.find(in: arguments, root: HapticTapeCommand.self)
    }
    #expect(found?.message == message)
  }

  /// The list comes from the configuration, not from a copy of it.
  @Test func listsTheRootsSubcommandsFromItsConfiguration() throws {
    try HapticTapeCommand.asHapticTapeTool {
      let found = try #require(UnknownCommand.find(in: ["x"], root: HapticTapeCommand.self))
      #expect(
        found.commands == HapticTapeCommand.configuration.subcommands.map { $0._commandName })
      #expect(found.commands.last == "studio")
      #expect(found.group == "haptictape")
    }
  }

  /// A command a tool adds is suggested like HapticTape's own.
  @Test func suggestsACommandTheToolAdds() {
    let found = HapticTapeCommand.asHapticTapeTool {
      UnknownCommand.find(in: ["studoi"], root: HapticTapeCommand.self)
    }
    #expect(found?.suggestion == "studio")
  }

  /// A tool that does not add the studio has no `studio` command, and says so.
  @Test func aToolWithoutTheStudioNamesStudioAsUnknown() {
    #expect(
      UnknownCommand.find(in: ["studio"], root: HapticTapeCommand.self)?.message == """
        Error: Unknown command 'studio'
        Commands: \(Self.treeCommands)
          See 'haptictape --help' for more information.
        """)
  }

  /// The usage error of `main` says so, instead of argument-parser's "2 unexpected arguments".
  @Test(arguments: unknown)
  func theUsageErrorNamesTheUnknownCommand(_ arguments: [String], message: String) {
    HapticTapeCommand.asHapticTapeTool {
      #expect(throws: (any Error).self) {
        do {
          _ = try HapticTapeCommand.parseAsRoot(arguments)
        } catch {
          #expect(HapticTapeCommand.exitCode(for: error) == .validationFailure)
          #expect(HapticTapeCommand.usageMessage(for: error, arguments: arguments) == message)
          throw error
        }
      }
    }
  }

  /// Known commands, options in the command's place, and `help` are not unknown commands.
  @Test(arguments: [
    ["replay", "Recordings"], ["ahap", "validate", "a.ahap"], ["physics", "--bogus"],
    ["--version"], ["help", "replya"], ["physics", "fling", "flng"], [],
  ])
  func otherCommandLinesHaveNoUnknownCommand(_ arguments: [String]) {
    #expect(UnknownCommand.find(in: arguments, root: HapticTapeCommand.self) == nil)
  }

  @Test(.enabled(if: BuiltBinary.exists), arguments: unknown)
  func exits2WithTheMessage(_ arguments: [String], message: String) throws {
    let run = try BuiltBinary.run(arguments)
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(run.error == message + "\n")
  }
}
