import ArgumentParser
import HapticTape

/// `haptictape inspect TAPE`: prints a tape's haptic timeline and scene events (all output
/// records with `--all`), or a summary with `--summary`.
struct InspectCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "inspect",
    abstract: "Show a tape's haptic timeline and scene events, all its records, or a summary.",
    discussion:
      "Exit codes: 0 the tape is intact, 2 bad input or a damaged tape (reported on stderr).")

  @Argument(help: "The tape to inspect (.htape or .jsonl).")
  var tape: String

  @Flag(help: "Print the header, duration, counts per kind and stream, size and chunk statistics.")
  var summary = false

  @Flag(help: "Also list the input events (touches and commands) in the table.")
  var inputs = false

  @Flag(help: "List every output record: scroll events and layout samples too.")
  var all = false

  func run() throws {
    let path = tape
    let recorded = try runReportingFailures { try InputFile.tape(at: path) }
    if summary {
      print("tape      \(path)")
      print(TapeSummary(recorded))
    } else {
      print(recorded.table(includingInputs: inputs, recordKinds: all ? nil : [.haptic, .scene]))
    }
    try exitReportingDamage(of: recorded, path: path)
  }
}
