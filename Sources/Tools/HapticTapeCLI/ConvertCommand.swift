import ArgumentParser
import HapticTape

/// `haptictape convert IN -o OUT` (or `convert IN OUT`): converts a tape between `.htape` and
/// `.jsonl`, by extension.
struct ConvertCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "convert",
    abstract: "Convert a tape between .htape (binary) and .jsonl (JSON Lines).",
    discussion: """
      The formats are chosen by the file extensions. Values are kept at the tape's grid \
      precision, so converting back gives the same bytes. A damaged .htape file is converted \
      from its intact chunks, the damage is reported, and the exit code is 2.
      """)

  @Argument(help: "The tape to read (.htape or .jsonl).")
  var input: String

  @Argument(help: "The file to write (.htape or .jsonl); the same as -o.")
  var output: String?

  @Option(
    name: [.customShort("o"), .customLong("output")], help: "The file to write (.htape or .jsonl).")
  var outputOption: String?

  /// The file to write, given either way.
  var destination: String? { outputOption ?? output }

  func validate() throws {
    if (output == nil) == (outputOption == nil) {
      throw ValidationError(
        "give the file to write once: `convert IN -o OUT` (or `convert IN OUT`)")
    }
  }

  func run() throws {
    let output = destination ?? ""
    let tape = try runReportingFailures { try InputFile.tape(at: input) }
    let written = try runReportingFailures { () -> Int in
      try TapeFile.createFolder(containing: output)
      return try tape.write(to: output)
    }
    print("\(input) → \(output): \(tape.events.count) events, \(written) bytes")
    try exitReportingDamage(of: tape, path: input)
  }
}

/// Prints a tape's recovery reports on standard error and exits with status 2 when it has any.
func exitReportingDamage(of tape: RecordedTape, path: String) throws {
  for warning in tape.warnings { printToStandardError("haptictape: \(path): warning: \(warning)") }
  guard !tape.recoveries.isEmpty else { return }
  for loss in tape.recoveries {
    printToStandardError(
      "haptictape: \(path): \(loss). What to do: the intact chunks were used; restore the tape "
        + "from version control or re-record it")
  }
  throw ExitCode(2)
}
