import ArgumentParser
import Foundation
import Haptics

/// `haptictape ahap validate FILE…`: reports what Core Haptics would clamp, ignore or reject.
struct AHAPValidateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "validate",
    abstract: "Check AHAP files: errors and warnings with JSON paths and line:column.",
    discussion: """
      Each finding reads FILE:LINE:COLUMN: SEVERITY: JSON-PATH: MESSAGE. Errors go to standard \
      error, warnings (and notes, with --notes) to standard output, then one summary line per \
      file. Exit codes: 0 no file has errors, 2 a file has errors or cannot be read.
      """)

  @Argument(help: "AHAP files to check.")
  var files: [String]

  @Flag(help: "Also print notes: defaults taken, unknown keys ignored, audio kept.")
  var notes = false

  func run() throws {
    var failed = false
    for file in files {
      let result: AHAPDecoder.Result
      do {
        result = try InputFile.ahap(at: file)
      } catch let failure as CommandFailure {
        printToStandardError(failure.description)
        failed = true
        continue
      }
      for diagnostic in result.diagnostics where notes || diagnostic.severity != .note {
        let line = "\(file):\(diagnostic)"
        if diagnostic.severity == .error {
          fflush(nil)  // flush standard output first, so the report stays in file order
          printToStandardError(line)
        } else {
          print(line)
        }
      }
      print("\(file): \(Self.verdict(result))")
      failed = failed || result.hasErrors
    }
    if failed { throw ExitCode(2) }
  }

  /// `ok, 3 events (0 errors, 1 warning, 2 notes)` or `invalid, …`.
  static func verdict(_ result: AHAPDecoder.Result) -> String {
    func count(_ severity: AHAPDiagnostic.Severity) -> String {
      let n = result.diagnostics.filter { $0.severity == severity }.count
      return "\(n) \(severity.rawValue)\(n == 1 ? "" : "s")"
    }
    let events = result.pattern.timeline.events.count
    return "\(result.hasErrors ? "invalid" : "ok"), \(events) event\(events == 1 ? "" : "s") "
      + "(\(count(.error)), \(count(.warning)), \(count(.note)))"
  }
}
