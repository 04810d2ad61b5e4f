/// AHAP's keys, spelled exactly as Apple's header constants (`CHHapticPattern.h`,
/// docs/haptics-constants.md#keys), and the
/// keys each dictionary may hold.
enum AHAPKeys {
  static let version = "Version"
  static let metadata = "Metadata"
  static let pattern = "Pattern"
  static let event = "Event"
  static let parameter = "Parameter"
  static let parameterCurve = "ParameterCurve"
  static let time = "Time"
  static let eventType = "EventType"
  static let eventDuration = "EventDuration"
  static let eventParameters = "EventParameters"
  static let eventWaveformPath = "EventWaveformPath"
  static let useVolumeEnvelope = "EventWaveformUseVolumeEnvelope"
  static let loopEnabled = "EventWaveformLoopEnabled"
  static let parameterID = "ParameterID"
  static let parameterValue = "ParameterValue"
  static let controlPoints = "ParameterCurveControlPoints"

  static let hapticTransient = "HapticTransient"
  static let hapticContinuous = "HapticContinuous"

  static let topLevel = [version, metadata, pattern]
  static let entryKinds = [event, parameter, parameterCurve]
  static let eventKeys = [
    time, eventType, eventDuration, eventParameters, eventWaveformPath, useVolumeEnvelope,
    loopEnabled,
  ]
  static let eventParameterKeys = [parameterID, parameterValue]
  static let parameterKeys = [parameterID, parameterValue, time]
  static let curveKeys = [parameterID, time, controlPoints]
  static let controlPointKeys = [time, parameterValue]

  /// Spellings seen in Apple's own AHAP article instead of the real keys
  /// (docs/haptics-constants.md#keys).
  static let documentedMisspellings = ["Duration": eventDuration, "Value": parameterValue]

  /// The known key `key` most likely stands for: a documented erratum, an event parameter ID
  /// used where its dynamic `…Control` ID belongs, a case difference, or an edit distance of at
  /// most 2; `nil` if none.
  static func suggestion(for key: String, among known: [String]) -> String? {
    if let documented = documentedMisspellings[key], known.contains(documented) {
      return documented
    }
    if let control = known.first(where: { $0 == key + "Control" }) { return control }
    let lowered = key.lowercased()
    if let match = known.first(where: { $0.lowercased() == lowered }) { return match }
    guard key.count >= 4 else { return nil }
    return known.first { editDistance($0.lowercased(), lowered, limit: 2) <= 2 }
  }

  /// Levenshtein distance, stopping early once every path exceeds `limit`.
  static func editDistance(_ a: String, _ b: String, limit: Int) -> Int {
    let a = Array(a.unicodeScalars)
    let b = Array(b.unicodeScalars)
    if abs(a.count - b.count) > limit { return limit + 1 }
    var previous = Array(0...b.count)
    for i in 1...max(a.count, 1) where !a.isEmpty {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...max(b.count, 1) where !b.isEmpty {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
      }
      if current.min() ?? 0 > limit { return limit + 1 }
      previous = current
    }
    return previous[b.count]
  }
}
