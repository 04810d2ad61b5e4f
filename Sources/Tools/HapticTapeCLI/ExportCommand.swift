import ArgumentParser
import HapticTape

/// `haptictape export TAPE --ahap -o pattern.ahap`: a tape's haptic events as AHAP, JSON Lines,
/// an Android vibration effect or a web vibration pattern.
struct ExportCommand: ParsableCommand {
  /// The format to write.
  enum Format: String, EnumerableFlag {
    case ahap, jsonl, android, web

    static func help(for value: Self) -> ArgumentHelp? {
      switch value {
      case .ahap: "A Core Haptics AHAP pattern."
      case .jsonl: "HapticTape JSON Lines of haptic events."
      case .android: "An Android VibrationEffect waveform and composition (Kotlin or JSON)."
      case .web: "A navigator.vibrate pattern (JSON)."
      }
    }
  }

  static let configuration = CommandConfiguration(
    commandName: "export",
    abstract: "Export a tape's haptic events as AHAP, JSON Lines, Android or web vibrations.",
    discussion: """
      Times are relative to the first haptic event, or to --from SECONDS of the tape (events \
      before it are left out). UIKit feedback (selection, impact, notification) has no public \
      AHAP form: it becomes transients approximating each generator, listed under the Metadata \
      key HapticTapeApproximations. A tape with no haptic events gives an empty pattern, and \
      the command says so. The format follows --ahap/--jsonl, else the output's extension \
      (.jsonl → JSON Lines, otherwise AHAP). A damaged tape is exported from its intact chunks, \
      what was lost is reported, and the exit code is 2. --android writes a Kotlin snippet \
      (or JSON with --format json or a .json output) holding a VibrationEffect waveform and a \
      composition of primitives; --web writes a navigator.vibrate pattern as JSON. Both list \
      what the target cannot express (docs/haptics-export.md), and refuse, exit 2, an effect \
      beyond a named limit.
      """)

  @Argument(help: "The tape to export (.htape or .jsonl).")
  var tape: String

  @Flag(help: "The format to write (default: by the output's extension, else AHAP).")
  var format: Format?

  @Option(name: .shortAndLong, help: "The file to write (default: standard output).")
  var output: String?

  @Option(
    name: .customLong("format"),
    help: ArgumentHelp(
      "With --android or --web: kotlin or json (default: by the output's extension, else "
        + "kotlin for Android and json for the web).", valueName: "kotlin|json"))
  var notation: HapticTargetExport.Notation?

  @Option(
    parsing: .unconditional,
    help: "Seconds of the tape that become time 0 (default: the first haptic event).",
    transform: NumberOption.tapeTime.parse)
  var from: Double?

  func run() throws {
    if let target = (format == .android ? .android : format == .web ? .web : nil)
      as HapticTargetExport.Target?
    {
      return try runTarget(target)
    }
    if notation != nil {
      try runReportingFailures {
        throw CommandFailure("--format kotlin|json goes with --android or --web")
      }
    }
    let recorded = try runReportingFailures { try RecordedTape(contentsOf: tape) }
    let (text, note) = try runReportingFailures { () -> (String, String) in
      let hapticCount = recorded.events.filter { $0.kind == .haptic }.count
      let (pattern, origin) = try TapeHaptics.timeline(
        of: recorded, from: from.map { Timestamp.seconds($0) }, path: tape)
      let chosen = format ?? (output?.lowercased().hasSuffix(".jsonl") == true ? .jsonl : .ahap)
      let text =
        switch chosen {
        case .ahap, .android, .web: AHAPEncoder().encode(AHAPPattern(timeline: pattern))
        case .jsonl: HapticJSONLines.encode(pattern)
        }
      return (
        text,
        Self.note(total: hapticCount, pattern: pattern, origin: origin.seconds, format: chosen)
      )
    }
    if let output {
      let name = format == .jsonl ? "haptics.jsonl" : "haptics.ahap"
      try runReportingFailures { try TextFile.write(text, to: output, suggestedName: name) }
      print("\(output): \(note)")
    } else {
      print(text, terminator: "")
      printToStandardError("haptictape: \(tape): \(note)")
    }
    try exitReportingDamage(of: recorded, path: tape)
  }

  /// Writes the tape's haptics for Android or the web, and what the target loses.
  private func runTarget(_ target: HapticTargetExport.Target) throws {
    let recorded = try runReportingFailures { try RecordedTape(contentsOf: tape) }
    let rendering = try runReportingFailures { () -> HapticTargetExport.Rendering in
      let chosen = try HapticTargetExport.notation(notation, target: target, output: output)
      let (pattern, origin) = try TapeHaptics.timeline(
        of: recorded, from: from.map { Timestamp.seconds($0) }, path: tape)
      var rendering = try HapticTargetExport.render(
        pattern, startMilliseconds: Double(origin.nanoseconds) / 1_000_000, target: target,
        notation: chosen, name: tape, path: tape,
        remedy: "export a shorter part with --from SECONDS")
      let total = recorded.events.filter { $0.kind == .haptic }.count
      if total == 0 {
        rendering.summary = "the tape has no haptic events; wrote an empty effect"
      } else if pattern.isEmpty {
        rendering.summary =
          "no haptic event at or after \(RecordFormatter.number(origin.seconds, decimals: 6)) s "
          + "(the tape has \(total)); wrote an empty effect"
      }
      return rendering
    }
    let lossLines = rendering.losses.map { "  lost on \(target.rawValue): \($0)" }
    if let output {
      let name = target == .android ? "haptics.kt" : "haptics.json"
      try runReportingFailures {
        try TextFile.write(rendering.text, to: output, suggestedName: name)
      }
      print("\(output): \(rendering.summary)")
      for line in lossLines { print(line) }
    } else {
      print(rendering.text, terminator: "")
      printToStandardError("haptictape: \(tape): \(rendering.summary)")
      for line in lossLines { printToStandardError(line) }
    }
    try exitReportingDamage(of: recorded, path: tape)
  }

  /// `18 haptic events (continuous 15, transient 3) from 9.891666 s of the tape`.
  static func note(total: Int, pattern: HapticTimeline, origin: Double, format: Format) -> String {
    if total == 0 {
      return "the tape has no haptic events; wrote an empty pattern"
    }
    let start = RecordFormatter.number(origin, decimals: 6)
    if pattern.isEmpty {
      return
        "no haptic event at or after \(start) s (the tape has \(total)); wrote an empty pattern"
    }
    var counts: [String: Int] = [:]
    for event in pattern.events { counts[event.type.rawValue, default: 0] += 1 }
    let perType = counts.keys.sorted().map { "\($0) \(counts[$0] ?? 0)" }.joined(separator: ", ")
    var line =
      "\(pattern.events.count) haptic event\(pattern.events.count == 1 ? "" : "s") (\(perType)) "
      + "from \(start) s of the tape"
    let feedback = pattern.events.filter { if case .feedback = $0 { true } else { false } }.count
    if format == .ahap && feedback > 0 {
      line +=
        "; \(feedback) UIKit feedback event\(feedback == 1 ? "" : "s") approximated as transients"
    }
    let skipped = total - pattern.events.count
    if skipped > 0 { line += "; \(skipped) before it left out" }
    return line
  }
}
