import Foundation
import HapticTape

/// What `replay` compares: every output stream or only some kinds (`--only`), on the tape's own
/// configuration or with overrides merged over it (`--config`, a what-if run).
struct ReplayComparison {
  /// The kinds to compare, or `nil` for all.
  var kinds: Set<TapeEventKind>?
  /// Configuration keys to set over each tape's own, or `nil`.
  var overrides: [String: Any]?

  /// Parses `--only haptic,scene` and `--config JSON`.
  /// - Throws: ``CommandFailure`` (exit 2) for an unknown kind or text that is not a JSON object.
  init(only: String?, config: String?) throws {
    if let only {
      var kinds = Set<TapeEventKind>()
      for name in only.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
        guard let kind = TapeEventKind(name: name), !kind.isInput else {
          throw CommandFailure(
            "--only \(only): '\(name)' is not an output kind; use haptic, scene, scroll or layout, comma-separated"
          )
        }
        kinds.insert(kind)
      }
      self.kinds = kinds
    }
    if let config {
      guard
        let object = try? JSONSerialization.jsonObject(with: Data(config.utf8)) as? [String: Any]
      else {
        throw CommandFailure(
          "--config \(config): not a JSON object; write it like '{\"maximumIntensity\":0.5}'")
      }
      overrides = object
    }
  }

  /// `tape` with the overrides merged over its configuration.
  func configured(_ tape: RecordedTape) throws -> RecordedTape {
    guard let overrides else { return tape }
    var tape = tape
    let own =
      try? JSONSerialization.jsonObject(with: Data(tape.header.sceneConfiguration.utf8))
      as? [String: Any]
    let merged = (own ?? [:]).merging(overrides) { _, new in new }
    let data = try JSONSerialization.data(
      withJSONObject: merged, options: [.sortedKeys, .withoutEscapingSlashes])
    tape.header.sceneConfiguration = String(decoding: data, as: UTF8.self)
    return tape
  }

  /// Replays `tape` as configured and compares the chosen kinds.
  func replay(_ tape: RecordedTape, tolerance: TraceTolerance) throws -> Session.Verdict {
    var verdict = try Session.replay(
      try configured(tape), registry: HapticTapeCommand.registry, tolerance: tolerance)
    if let kinds {
      verdict.report = TraceDiff.compare(
        Trace(records: verdict.expected.records.filter { kinds.contains($0.kind) }),
        Trace(records: verdict.actual.records.filter { kinds.contains($0.kind) }),
        tolerance: tolerance, inputs: tape.events.filter(\.kind.isInput),
        frameRate: tape.header.device.frameRate)
    }
    return verdict
  }

  /// `; comparing haptic, scene` or `; with {"maximumIntensity":0.5}`, for the summary line.
  var note: String {
    var parts: [String] = []
    if let kinds { parts.append("comparing " + kinds.sorted().map(\.name).joined(separator: ", ")) }
    if let overrides,
      let data = try? JSONSerialization.data(withJSONObject: overrides, options: [.sortedKeys])
    {
      parts.append("with " + String(decoding: data, as: UTF8.self))
    }
    return parts.map { "; " + $0 }.joined()
  }
}
