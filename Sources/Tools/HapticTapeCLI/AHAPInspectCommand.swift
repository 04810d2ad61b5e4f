import ArgumentParser
import Haptics

/// `haptictape ahap inspect FILE`: prints the pattern as a timeline table.
struct AHAPInspectCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "inspect",
    abstract: "Print an AHAP file as a readable timeline table.",
    discussion: """
      One row per event, sorted by time: times and durations in seconds, intensity and \
      sharpness 0…1, curve and audio details. Warnings and errors from reading the file go to \
      standard error. Exit codes: 0 shown, 2 the file cannot be read, is not an AHAP pattern or \
      has errors (the events that could be read are still shown).
      """)

  @Argument(help: "The AHAP file to show.")
  var file: String

  func run() throws {
    let result = try runReportingFailures { try InputFile.ahap(at: file) }
    let pattern = result.pattern
    var header = "\(file):"
    if let version = pattern.version { header += " Version \(version)" }
    if let description = pattern.metadata.first(where: { $0.key == "Description" }) {
      header += " — \(description.value)"
    }
    print(header)
    print(pattern.timeline.table(), terminator: "")
    for diagnostic in result.diagnostics where diagnostic.severity != .note {
      printToStandardError("\(file):\(diagnostic)")
    }
    // The table shows what could be read; an entry that could not is still bad input.
    if result.hasErrors { throw ExitCode(2) }
  }
}
