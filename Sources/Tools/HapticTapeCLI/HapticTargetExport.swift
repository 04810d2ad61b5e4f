import ArgumentParser
import HapticExport
import Haptics

/// Writes a haptic timeline for Android or the web, for `export --android|--web` and
/// `ahap convert --android|--web`: the text, a one-line summary and what the target loses.
enum HapticTargetExport {
  /// The platform to write for.
  enum Target: String, CaseIterable, EnumerableFlag {
    case android, web

    static func help(for value: Self) -> ArgumentHelp? {
      switch value {
      case .android: "Convert to an Android VibrationEffect waveform and composition."
      case .web: "Convert to a navigator.vibrate pattern (JSON)."
      }
    }
  }

  /// How to write it: a Kotlin snippet (Android only) or JSON.
  enum Notation: String, CaseIterable, ExpressibleByArgument {
    case kotlin, json
  }

  /// What to print or write.
  struct Rendering {
    /// The Kotlin or JSON text, with a final newline.
    var text: String
    /// `Android: a waveform of 12 steps over 1613 ms, 4 primitives, 1 feedback constant`.
    var summary: String
    /// What the target cannot express, one sentence each.
    var losses: [String]
  }

  /// The notation: `notation` if given, else by the output's extension (`.kt` Kotlin, `.json`
  /// JSON), else Kotlin for Android and JSON for the web.
  ///
  /// - Throws: ``CommandFailure`` for Kotlin with `--web`.
  static func notation(_ notation: Notation?, target: Target, output: String?) throws -> Notation {
    let byExtension: Notation? =
      switch output.map({ $0.lowercased() }) {
      case let path? where path.hasSuffix(".kt") || path.hasSuffix(".kts"): .kotlin
      case let path? where path.hasSuffix(".json"): .json
      default: nil
      }
    let chosen = notation ?? byExtension ?? (target == .android ? .kotlin : .json)
    if chosen == .kotlin && target == .web {
      throw CommandFailure(
        "--format kotlin is for --android; the web pattern is written as JSON (--format json)")
    }
    return chosen
  }

  /// Converts `timeline` for `target` and checks the target's limits.
  ///
  /// - Parameters:
  ///   - timeline: The events; time 0 is the effect's start.
  ///   - startMilliseconds: Where time 0 is in the source.
  ///   - target: Android or the web.
  ///   - notation: Kotlin or JSON.
  ///   - name: The source's name, for the Kotlin header.
  ///   - path: The source's path, for errors.
  ///   - remedy: What to do when the effect breaks a limit, for the error.
  /// - Throws: ``CommandFailure`` naming the limit when the effect breaks one.
  static func render(
    _ timeline: HapticTimeline, startMilliseconds: Double, target: Target, notation: Notation,
    name: String, path: String, remedy: String
  ) throws -> Rendering {
    let settings = HapticExportSettings()
    do {
      switch target {
      case .android:
        let android = AndroidHaptics(
          timeline, startMilliseconds: startMilliseconds, settings: settings)
        try android.checkLimits(settings)
        let text = notation == .kotlin ? android.kotlin(name: name) : android.json
        return Rendering(text: text, summary: summary(android), losses: android.losses)
      case .web:
        let web = WebVibration(timeline, startMilliseconds: startMilliseconds, settings: settings)
        try web.checkLimits(settings)
        return Rendering(text: web.json, summary: summary(web), losses: web.losses)
      }
    } catch let error as HapticExportError {
      throw CommandFailure("\(path): \(error.message); \(remedy)")
    }
  }

  /// `Android: a waveform of 3 steps over 1613 ms, 4 primitives, 1 feedback constant`.
  static func summary(_ android: AndroidHaptics) -> String {
    if android.waveform.isEmpty && android.composition.isEmpty {
      return "Android: an empty effect (nothing to play)"
    }
    let steps = android.waveform.timings.count
    let primitives = android.composition.count
    let constants = android.feedback.filter { $0.constant != nil }.count
    var line =
      "Android: a waveform of \(steps) step\(steps == 1 ? "" : "s") over "
      + "\(android.waveform.durationMilliseconds) ms, "
      + "\(primitives) primitive\(primitives == 1 ? "" : "s")"
    if !android.feedback.isEmpty {
      line += ", \(constants) feedback constant\(constants == 1 ? "" : "s")"
    }
    return line
  }

  /// `web: a pattern of 7 entries over 1613 ms`.
  static func summary(_ web: WebVibration) -> String {
    if web.pattern.isEmpty { return "web: an empty pattern (nothing to play)" }
    return
      "web: a pattern of \(web.pattern.count) entr\(web.pattern.count == 1 ? "y" : "ies") over "
      + "\(web.durationMilliseconds) ms"
  }
}
