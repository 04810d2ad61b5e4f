import ArgumentParser

/// `haptictape replay TAPE|DIR…`: replays tapes and compares their outputs with the recording.
struct ReplayCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "replay",
    abstract: "Replay tapes and compare what they produce with what they recorded.",
    discussion: "Exit codes: 0 every tape matches, 1 a tape differs, 2 bad input.")

  @Argument(help: "Tape files or folders of tapes (searched recursively for .htape files).")
  var paths: [String]

  func run() throws {
    let tapes = try runReportingFailures { try TapeDiscovery.tapes(in: paths) }
    if tapes.isEmpty {
      print("no tapes yet in \(paths.joined(separator: ", "))")
      return
    }
    printToStandardError("haptictape: replaying tapes needs the scene engine, which this build does not have yet")
    throw ExitCode(2)
  }
}
