import ArgumentParser
import Foundation
import HapticTape
import Haptics
import Tape

/// `haptictape ahap convert INPUT`: AHAP ↔ HapticTape JSON Lines of haptic events, or either to
/// an Android vibration effect or a web vibration pattern.
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
      in AHAP, listed in Metadata. --android writes a Kotlin snippet (or JSON: --format json) \
      with a VibrationEffect waveform and composition, --web a navigator.vibrate pattern as \
      JSON; what the target cannot express goes to standard error (docs/haptics-export.md). \
      Warnings from reading go to standard error. Exit codes: 0 converted, 2 the input cannot \
      be read, has errors, or breaks a named limit of the target.
      """)

  @Argument(help: "The file to convert (.ahap or .jsonl).")
  var input: String

  @Option(name: .shortAndLong, help: "Where to write the result (default: standard output).")
  var output: String?

  @Option(help: "The output format: ahap or jsonl (default: the other one of the input's).")
  var to: Format?

  @Flag(help: "Convert for another platform instead of AHAP or JSON Lines.")
  var platform: HapticTargetExport.Target?

  @Option(
    name: .customLong("format"),
    help: ArgumentHelp(
      "With --android or --web: kotlin or json (default: by the output's extension, else "
        + "kotlin for Android and json for the web).", valueName: "kotlin|json"))
  var notation: HapticTargetExport.Notation?

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
    if let platform {
      return try runPlatform(platform)
    }
    if notation != nil {
      try runReportingFailures {
        throw CommandFailure("--format kotlin|json goes with --android or --web")
      }
    }
    let text = try runReportingFailures { try convert() }
    if let output {
      // Atomic: a kill mid-write leaves the previous file.
      try runReportingFailures {
        try OutputFolder.create(containing: output)
        try AtomicFile.write(Array(text.utf8), to: output)
      }
    } else {
      print(text, terminator: "")
    }
  }

  /// Converts the input's timeline for Android or the web and prints what the target loses on
  /// standard error.
  private func runPlatform(_ platform: HapticTargetExport.Target) throws {
    let rendering = try runReportingFailures { () -> HapticTargetExport.Rendering in
      if to != nil {
        throw CommandFailure(
          "--to \(to?.rawValue ?? "") and --\(platform.rawValue) are different outputs; give one")
      }
      let notation = try HapticTargetExport.notation(notation, target: platform, output: output)
      var rendering = try HapticTargetExport.render(
        try timeline(), startMilliseconds: 0, target: platform, notation: notation, name: input,
        path: input, remedy: "split the input into shorter patterns")
      if rendering.summary.hasSuffix("(nothing to play)") {
        rendering.summary = "no haptic events; wrote an empty effect"
      }
      return rendering
    }
    if let output {
      try runReportingFailures {
        try OutputFolder.create(containing: output)
        try AtomicFile.write(Array(rendering.text.utf8), to: output)
      }
    } else {
      print(rendering.text, terminator: "")
    }
    printToStandardError("haptictape: \(input): \(rendering.summary)")
    for loss in rendering.losses {
      printToStandardError("  lost on \(platform.rawValue): \(loss)")
    }
  }

  /// The input's haptic timeline: haptic JSON Lines for a `.jsonl` input, else AHAP.
  private func timeline() throws -> HapticTimeline {
    if RecordedTape.FileFormat(path: input) == .htape {
      throw CommandFailure(
        "\(input): this is a tape, not AHAP or JSON Lines; export its haptic events with "
          + "`haptictape export \(input) --\(platform?.rawValue ?? "android")`")
    }
    if input.lowercased().hasSuffix(".jsonl") {
      let bytes = try InputFile.bytes(at: input, expecting: "a .jsonl file of haptic events")
      do {
        return try HapticJSONLines.decode(bytes)
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
    return result.pattern.timeline
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
