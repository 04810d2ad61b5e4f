import Foundation
import HapticTape
import JSONCore

/// What `replay` compares: every output stream or only some kinds (`--only`), on the tape's own
/// configuration or with overrides merged over it (`--config`, a what-if run).
struct ReplayComparison {
  /// The kinds to compare, or `nil` for all.
  var kinds: Set<TapeEventKind>?
  /// Configuration keys to set over each tape's own (the last of duplicate keys), or `nil`.
  var overrides: [(key: String, value: JSONValue)]?

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
      let example = "write it like '{\"maximumIntensity\":0.5}'"
      let object: [(key: String, value: JSONValue)]?
      do {
        object = try Self.members(of: config)
      } catch {
        throw CommandFailure("--config \(config): \(error); \(example)")
      }
      guard let object else {
        throw CommandFailure("--config \(config): not a JSON object; \(example)")
      }
      overrides = object
    }
  }

  /// What a configuration's JSON may hold beyond strict JSON: what tape headers accept.
  private static let parsingOptions: JSONParsingOptions = {
    var options = JSONParsingOptions(maximumDepth: SceneConfigurationJSON.maximumDepth)
    options.acceptsTrailingCommas = true
    options.skipsByteOrderMark = true
    return options
  }()

  /// The members of the object `json` holds, the last of duplicate keys kept; `nil` for a
  /// value of another kind.
  ///
  /// - Throws: ``JSONCore/JSONSyntaxError`` at the first problem, with its line and column.
  private static func members(of json: String) throws(JSONSyntaxError)
    -> [(key: String, value: JSONValue)]?
  {
    let root = try JSONParser.parse(Array(json.utf8), options: parsingOptions).root
    return JSONValue(root).keepingLastOfDuplicateKeys().members
  }

  /// `tape` with the overrides merged over its configuration.
  func configured(_ tape: RecordedTape) throws -> RecordedTape {
    guard let overrides else { return tape }
    var tape = tape
    // A header that is not an object fails the replay; here it only has nothing to merge with.
    var merged = (try? Self.members(of: tape.header.sceneConfiguration)) ?? []
    for (key, value) in overrides {
      if let index = merged.firstIndex(where: { $0.key == key }) {
        merged[index].value = value
      } else {
        merged.append((key, value))
      }
    }
    // Written as tape headers are, so the replay reads it as it reads a recorded configuration.
    tape.header.sceneConfiguration = SceneConfigurationJSON.serializationText(.object(merged))
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
    if let overrides {
      parts.append("with " + SceneConfigurationJSON.serializationText(.object(overrides)))
    }
    return parts.map { "; " + $0 }.joined()
  }
}
