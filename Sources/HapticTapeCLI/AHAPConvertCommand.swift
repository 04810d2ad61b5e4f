import ArgumentParser
import Foundation
import HapticTape
import Haptics
import Tape

/// `haptictape ahap convert INPUT`: AHAP ↔ HapticTape JSON Lines of haptic events.
struct AHAPConvertCommand: ParsableCommand {
  /// The output format.
  enum Format: String, ExpressibleByArgument, CaseIterable {
    case ahap
    case jsonl
  }

  static let configuration = CommandConfiguration(
    commandName: "convert",
    abstract: "Convert AHAP to HapticTape JSON Lines of haptic events, or back.",
    discussion: """
      The direction follows the input: a .jsonl file becomes AHAP, anything else is read as \
      AHAP and becomes JSON Lines; --to overrides it. The JSON Lines schema is in \
      docs/haptics-jsonl.md. UIKit feedback events become documented transient approximations \
      in AHAP, listed in Metadata. Warnings from reading go to standard error. Exit codes: 0 \
      converted, 2 the input cannot be read or has errors.
      """)

  @Argument(help: "The file to convert (.ahap or .jsonl).")
  var input: String

  @Option(name: .shortAndLong, help: "Where to write the result (default: standard output).")
  var output: String?

  @Option(help: "The output format: ahap or jsonl (default: the other one of the input's).")
  var to: Format?

  @Option(
    parsing: .unconditional,
    help: """
      When writing AHAP, split parameter curves longer than this many control points into \
      consecutive curves (Lofelt's converter uses 16; at least 2).
      """,
    transform: NumberOption.curvePoints.parseWhole)
  var maxCurvePoints: Int?

  /// The AHAP encoder the options ask for.
  var encoder: AHAPEncoder {
    var encoder = AHAPEncoder()
    encoder.maximumControlPointsPerCurve = maxCurvePoints
    return encoder
  }

  /// The format to write: `--to`, or the opposite of the input's extension.
  var outputFormat: Format {
    to ?? (input.lowercased().hasSuffix(".jsonl") ? .ahap : .jsonl)
  }

  func run() throws {
    let text = try runReportingFailures { try convert() }
    if let output {
      // Atomic: a kill mid-write leaves the previous file.
      try runReportingFailures { try AtomicFile.write(Array(text.utf8), to: output) }
    } else {
      print(text, terminator: "")
    }
  }

  private func convert() throws -> String {
    if RecordedTape.FileFormat(path: input) == .htape {
      throw CommandFailure(
        "\(input): this is a tape, not AHAP or JSON Lines; export its haptic events with "
          + "`haptictape export \(input) --ahap -o pattern.ahap` (or --jsonl)")
    }
    if outputFormat == .ahap, input.lowercased().hasSuffix(".jsonl") {
      let bytes = try InputFile.bytes(at: input, expecting: "a .jsonl file of haptic events")
      do {
        let timeline = try HapticJSONLines.decode(bytes)
        return encoder.encode(AHAPPattern(timeline: timeline))
      } catch let error as HapticError {
        throw CommandFailure(InputFile.located(error, in: input))
      }
    }
    let result = try InputFile.ahap(at: input)
    for diagnostic in result.diagnostics where diagnostic.severity != .note {
      printToStandardError("\(input):\(diagnostic)")
    }
    if result.hasErrors {
      throw CommandFailure(
        "\(input): not converted because of the errors above; fix them or remove those entries")
    }
    switch outputFormat {
    case .jsonl: return HapticJSONLines.encode(result.pattern.timeline)
    case .ahap: return encoder.encode(result.pattern)
    }
  }
}
