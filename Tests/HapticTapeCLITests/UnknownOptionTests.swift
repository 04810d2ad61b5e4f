import ArgumentParser
import Testing

@testable import HapticTapeCLI

/// An option a command does not declare is reported as unknown (exit 2).
///
/// It comes before argument-parser's report of a missing argument or a failed validation;
/// values, negative numbers among them, are never taken for options. Messages are compared
/// exactly: no tolerance.
@Suite struct UnknownOptionTests {
  /// Command lines with an unknown option, the option, the command it goes to and the option
  /// suggested for it.
  ///
  /// Without the check, the first four printed a missing argument or a validation message.
  static let unknown: [([String], String, String, String?)] = [
    (["physics", "fling", "--bogus", "2"], "--bogus", "haptictape physics fling", nil),
    (["report", "x.htape", "--bogus"], "--bogus", "haptictape report", nil),
    (["sweep", "Recordings", "--bogus"], "--bogus", "haptictape sweep", nil),
    (["import", "csv", "log.csv", "--bogus=3"], "--bogus", "haptictape import", nil),
    (["replay", "--bogus", "Recordings"], "--bogus", "haptictape replay", nil),
    (["replay", "Recordings", "-z"], "-z", "haptictape replay", nil),
    (
      ["layout", "cube", "--offset", "-178,0", "--sizes", "1x1"], "--sizes", "haptictape layout",
      "--size"
    ),
    (["physics", "--bogus"], "--bogus", "haptictape physics", nil),
    (["ahap", "validate", "a.ahap", "--bogus"], "--bogus", "haptictape ahap validate", nil),
    (["replay", "Recordings", "--confg", "x"], "--confg", "haptictape replay", "--config"),
    (["replay", "Recordings", "--shrad=1/2"], "--shrad", "haptictape replay", "--shard"),
    (
      ["physics", "fling", "--velocity", "2", "--no-bonce"], "--no-bonce",
      "haptictape physics fling", "--no-bounce"
    ),
  ]

  @Test(arguments: unknown)
  func findsTheUnknownOptionAndItsCommand(
    _ arguments: [String], name: String, command: String, suggestion: String?
  ) {
    let found = UnknownOption.find(in: arguments, root: HapticTapeCommand.self)
    #expect(found?.name == name)
    #expect(found?.command == command)
    #expect(found?.suggestion == suggestion)
  }

  /// The suggestion ends the message's first line, in argument-parser's words.
  @Test func theMessageSuggestsTheNearestOption() throws {
    let found = try #require(
      UnknownOption.find(
        in: ["replay", "Recordings", "--confg", "x"], root: HapticTapeCommand.self))
    let lines = found.message.split(separator: "\n").map(String.init)
    #expect(lines.first == "Error: Unknown option '--confg'. Did you mean '--config'?")
    #expect(lines.last == "  See 'haptictape replay --help' for more information.")
  }

  /// Known options, their values (negative numbers, `--x=-1`, `-o FILE`), positionals after
  /// `--`, and argument-parser's own flags are not unknown.
  @Test(arguments: [
    ["physics", "fling", "--velocity", "-2.38", "--from=-100", "--min", "-500"],
    ["physics", "fling", "--no-bounce", "--paging", "--viewport", "393"],
    ["layout", "table", "--offset", "-178,0", "--size", "393x852"],
    ["import", "csv", "log.csv", "-o", "out.htape", "--missing", "-420", "--anchor", "-5,3"],
    ["replay", "--", "-odd-name.htape"],
    ["replay", "Recordings", "-h"],
    ["help", "physics", "--bogus"],
    ["sweep", "Recordings", "--scene", "cube"],
  ])
  func declaredOptionsAndValuesAreNotUnknown(_ arguments: [String]) {
    #expect(UnknownOption.find(in: arguments, root: HapticTapeCommand.self) == nil)
  }

  @Test func theDeclaredOptionsComeWithWhetherTheyTakeAValue() {
    let replay = UnknownOption.declaredOptions(of: ReplayCommand.self, root: HapticTapeCommand.self)
    #expect(replay["--shard"] == true)
    #expect(replay["--update"] == false)
    #expect(replay["--bogus"] == nil)
    let importing = UnknownOption.declaredOptions(
      of: ImportCommand.self, root: HapticTapeCommand.self)
    #expect(importing["-o"] == true && importing["--output"] == true)
    let fling = UnknownOption.declaredOptions(
      of: PhysicsFlingCommand.self, root: HapticTapeCommand.self)
    #expect(fling["--no-bounce"] == false)
  }

  @Test(.enabled(if: BuiltBinary.exists), arguments: unknown)
  func exits2NamingTheOptionAndTheCommandsHelp(
    _ arguments: [String], name: String, command: String, suggestion: String?
  ) throws {
    let run = try BuiltBinary.run(arguments)
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    let lines = run.error.split(separator: "\n").map(String.init)
    let hint = suggestion.map { ". Did you mean '\($0)'?" } ?? ""
    #expect(lines.first == "Error: Unknown option '\(name)'\(hint)")
    #expect(lines.count == 3)
    #expect(lines.dropFirst().first?.hasPrefix("Usage: \(command)") == true)
    #expect(lines.last == "  See '\(command) --help' for more information.")
  }

  /// A usage error without an unknown option keeps argument-parser's message.
  @Test(.enabled(if: BuiltBinary.exists)) func otherUsageErrorsKeepTheirMessage() throws {
    let run = try BuiltBinary.run(["physics", "fling", "--from", "-3"])
    #expect(run.status == 2)
    #expect(
      run.error.split(separator: "\n").first
        == "Error: Missing expected argument '--velocity <velocity>'")
  }
}
