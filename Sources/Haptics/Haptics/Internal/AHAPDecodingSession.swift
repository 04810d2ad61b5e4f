import JSONCore

/// The state of one ``AHAPDecoder/decode(_:)`` call: walks the JSON tree, builds events and
/// collects diagnostics.
struct AHAPDecodingSession {
  typealias Member = JSONMember

  let configuration: AHAPDecoder
  private(set) var diagnostics: [AHAPDiagnostic] = []

  init(configuration: AHAPDecoder) {
    self.configuration = configuration
  }

  mutating func report(
    _ severity: AHAPDiagnostic.Severity, _ path: String, _ position: JSONPosition,
    _ message: String
  ) {
    diagnostics.append(
      AHAPDiagnostic(severity, path: path, position: TextPosition(position), message: message))
  }

  // MARK: - Document

  mutating func decodePattern(_ root: JSONNode) throws(HapticError) -> AHAPPattern {
    guard case .object = root.value else {
      throw HapticError(
        .notAPattern,
        "the top-level value is \(root.typeName); an AHAP file is an object with a "
          + "\"Pattern\" array",
        path: "$", position: TextPosition(root.position))
    }
    let top = members(of: root, at: "$", known: AHAPKeys.topLevel)
    guard let patternMember = top[AHAPKeys.pattern] else {
      let fragment =
        AHAPKeys.entryKinds.first { top[$0] != nil }
        ?? (top[AHAPKeys.eventParameters] != nil ? AHAPKeys.eventParameters : nil)
      let what = fragment.map { "a lone \"\($0)\" (a fragment of a pattern)" } ?? "an object"
      throw HapticError(
        .notAPattern,
        "\(what) without a \"Pattern\" array, so not an AHAP pattern; wrap it as "
          + "{\"Version\": 1.0, \"Pattern\": [...]}",
        path: "$.Pattern", position: TextPosition(root.position))
    }
    guard case .array(let entries) = patternMember.value.value else {
      throw HapticError(
        .notAPattern, "\"Pattern\" is \(patternMember.value.typeName); it must be an array",
        path: "$.Pattern", position: TextPosition(patternMember.value.position))
    }
    let version = decodeVersion(top[AHAPKeys.version], root: root)
    let metadata = decodeMetadata(top[AHAPKeys.metadata])
    var decoded: [DecodedEntry] = []
    for (index, entry) in entries.enumerated() {
      let path = "$.Pattern[\(index)]"
      if let event = decodeEntry(entry, at: path) {
        decoded.append(DecodedEntry(event: event, path: path, position: entry.position))
      }
    }
    checkOrder(decoded)
    checkCurves(decoded)
    let timeline = HapticTimeline(decoded.map(\.event))
    return AHAPPattern(timeline: timeline, metadata: metadata, version: version)
  }

  private mutating func decodeVersion(_ member: Member?, root: JSONNode) -> Double? {
    guard let member else {
      report(.note, "$.Version", root.position, "no \"Version\"; exports write 1.0")
      return nil
    }
    return number(member, at: "$.Version")
  }

  private mutating func decodeMetadata(_ member: Member?) -> [AHAPPattern.MetadataEntry] {
    guard let member else { return [] }
    guard case .object(let entries) = member.value.value else {
      report(
        .warning, "$.Metadata", member.value.position,
        "\"Metadata\" is \(member.value.typeName), not an object; ignored")
      return []
    }
    var metadata: [AHAPPattern.MetadataEntry] = []
    for entry in entries {
      if case .string(let text) = entry.value.value {
        metadata.append(.init(entry.key, text))
      } else {
        report(
          .note, "$.Metadata.\(entry.key)", entry.value.position,
          "metadata value is \(entry.value.typeName); only strings are kept")
      }
    }
    return metadata
  }

  // MARK: - Pattern entries

  private mutating func decodeEntry(_ entry: JSONNode, at path: String) -> HapticEvent? {
    guard case .object(let list) = entry.value else {
      report(
        .error, path, entry.position, "pattern entry is \(entry.typeName), not an object; skipped")
      return nil
    }
    let keys = members(of: entry, at: path, known: AHAPKeys.entryKinds, reportUnknown: false)
    let kinds = AHAPKeys.entryKinds.filter { keys[$0] != nil }
    guard kinds.count == 1, let member = keys[kinds[0]] else {
      if kinds.isEmpty {
        let found = list.map { "\"\($0.key)\"" }.joined(separator: ", ")
        let hint =
          list.lazy.compactMap { member in
            AHAPKeys.suggestion(for: member.key, among: AHAPKeys.entryKinds).map {
              "; \"\(member.key)\" looks like a misspelling of \"\($0)\""
            }
          }.first ?? ""
        report(
          .error, path, entry.position,
          "entry has no \"Event\", \"Parameter\" or \"ParameterCurve\" (found \(found))\(hint); "
            + "Core Haptics ignores it, so its content is lost")
      } else {
        report(
          .error, path, entry.position,
          "entry has \(kinds.map { "\"\($0)\"" }.joined(separator: " and ")); an entry holds "
            + "exactly one; skipped")
      }
      return nil
    }
    for other in list where !AHAPKeys.entryKinds.contains(other.key) {
      report(.note, "\(path).\(other.key)", other.keyPosition, "unknown key ignored")
    }
    let memberPath = "\(path).\(member.key)"
    guard case .object = member.value.value else {
      report(
        .error, memberPath, member.value.position,
        "\"\(member.key)\" is \(member.value.typeName), not an object; skipped")
      return nil
    }
    switch member.key {
    case AHAPKeys.event: return decodeEvent(member.value, at: memberPath)
    case AHAPKeys.parameter: return decodeDynamicParameter(member.value, at: memberPath)
    default: return decodeCurve(member.value, at: memberPath)
    }
  }

  /// The entry's `Time`: 0 when missing or not a number, clamped to 0 when negative; `nil`
  /// (an error) past ``HapticLimits/maximumTime``, so the caller skips the entry.
  private mutating func decodeTime(_ member: Member?, at path: String, node: JSONNode) -> Double? {
    guard let member else {
      report(.note, "\(path).Time", node.position, "no \"Time\"; using 0")
      return 0
    }
    guard let time = number(member, at: "\(path).Time") else { return 0 }
    return seconds(time, "Time", member, at: "\(path).Time")
  }

  /// A time or duration in seconds: clamped to 0 with a warning when negative, as Core Haptics
  /// does; past ``HapticLimits/maximumTime`` an error and `nil`, since no timeline holds it and
  /// no table or export could print it.
  private mutating func seconds(
    _ value: Double, _ name: String, _ member: Member, at path: String
  ) -> Double? {
    guard value <= HapticLimits.maximumTime else {
      report(
        .error, path, member.value.position,
        "\(name) \(value) s is past the latest time a timeline holds, "
          + "\(HapticLimits.maximumTime) s (2^53 microseconds); skipped; "
          + "write the time in seconds from the start of the pattern")
      return nil
    }
    return clamped(value, to: 0...HapticLimits.maximumTime, name, member, at: path)
  }

  private mutating func decodeEvent(_ node: JSONNode, at path: String) -> HapticEvent? {
    let keys = members(of: node, at: path, known: AHAPKeys.eventKeys)
    guard let time = decodeTime(keys[AHAPKeys.time], at: path, node: node) else { return nil }
    guard let typeMember = keys[AHAPKeys.eventType] else {
      report(.error, path, node.position, "event has no \"EventType\"; skipped")
      return nil
    }
    guard let type = string(typeMember, at: "\(path).EventType") else { return nil }
    let parameters = decodeEventParameters(keys[AHAPKeys.eventParameters], at: path)
    let durationPath = "\(path).EventDuration"
    var duration: Double?
    if let member = keys[AHAPKeys.eventDuration], let value = number(member, at: durationPath) {
      guard let seconds = seconds(value, "EventDuration", member, at: durationPath) else {
        return nil
      }
      duration = seconds
    }
    let waveform = keys[AHAPKeys.eventWaveformPath].flatMap {
      string($0, at: "\(path).EventWaveformPath")
    }
    let usesEnvelope = keys[AHAPKeys.useVolumeEnvelope].flatMap {
      bool($0, at: "\(path).EventWaveformUseVolumeEnvelope")
    }
    let loops = keys[AHAPKeys.loopEnabled].flatMap {
      bool($0, at: "\(path).EventWaveformLoopEnabled")
    }

    if let kind = AudioEvent.Kind(rawValue: type) {
      report(
        .note, path, node.position,
        "\(type) is unsupported: HapticTape does not play audio; the event is preserved and "
          + "exported unchanged")
      return .audio(
        AudioEvent(
          checkedTime: time, kind: kind, duration: duration, waveformPath: waveform,
          parameters: parameters.map { AudioEvent.Parameter($0.id, $0.value) },
          usesVolumeEnvelope: usesEnvelope, isLoopEnabled: loops))
    }
    guard type == AHAPKeys.hapticTransient || type == AHAPKeys.hapticContinuous else {
      let hint =
        AHAPKeys.suggestion(
          for: type,
          among: [AHAPKeys.hapticTransient, AHAPKeys.hapticContinuous]
            + AudioEvent.Kind.allCases.map(\.rawValue)
        ).map { " (did you mean \"\($0)\"?)" } ?? ""
      report(
        .error, "\(path).EventType", typeMember.value.position,
        "unknown EventType \"\(type)\"\(hint); event skipped")
      return nil
    }
    for key in [AHAPKeys.eventWaveformPath, AHAPKeys.useVolumeEnvelope, AHAPKeys.loopEnabled] {
      if let member = keys[key], !member.value.isNull {
        report(.note, "\(path).\(key)", member.value.position, "ignored on a haptic event")
      }
    }
    var values: [EventParameterID: Double] = [:]
    for parameter in parameters {
      switch parameter.id {
      case .hapticIntensity, .hapticSharpness:
        values[parameter.id] = parameter.value
      case .attackTime, .decayTime, .releaseTime,
        .sustained where type == AHAPKeys.hapticContinuous:
        values[parameter.id] = parameter.value
      default:
        report(
          .warning, parameter.path, parameter.position,
          "\(parameter.id.rawValue) does not apply to a \(type) event; ignored")
      }
    }
    let intensity =
      values[.hapticIntensity]
      ?? defaulted(
        "HapticIntensity", configuration.defaultHapticIntensity, at: path, node: node)
    let sharpness =
      values[.hapticSharpness]
      ?? defaulted(
        "HapticSharpness", configuration.defaultHapticSharpness, at: path, node: node)

    if type == AHAPKeys.hapticTransient {
      if let member = keys[AHAPKeys.eventDuration], duration != nil {
        report(
          .note, durationPath, member.value.position,
          "EventDuration of a transient only pads the pattern; not kept")
      }
      return .transient(
        TransientEvent(checkedTime: time, intensity: intensity, sharpness: sharpness))
    }
    if duration == nil {
      report(
        .warning, durationPath, node.position,
        "HapticContinuous without \"EventDuration\"; Core Haptics requires one; using 0")
    }
    if let member = keys[AHAPKeys.eventDuration], let value = duration,
      value > HapticLimits.maximumContinuousDuration
    {
      report(
        .warning, durationPath, member.value.position,
        "EventDuration \(value) exceeds the 30 s maximum of a continuous event; clamped to 30 "
          + "(split long events instead)")
      duration = HapticLimits.maximumContinuousDuration
    }
    let envelopeIDs: [EventParameterID] = [.attackTime, .decayTime, .releaseTime, .sustained]
    let envelope: HapticEnvelope? =
      envelopeIDs.contains { values[$0] != nil }
      ? HapticEnvelope(
        checkedAttack: values[.attackTime] ?? 0,
        decay: values[.decayTime] ?? 0,
        release: values[.releaseTime] ?? 0,
        isSustained: (values[.sustained] ?? 1) >= 0.5)
      : nil
    return .continuous(
      ContinuousEvent(
        checkedTime: time, duration: duration ?? 0, intensity: intensity, sharpness: sharpness,
        envelope: envelope))
  }

  private mutating func defaulted(
    _ name: String, _ value: Double, at path: String, node: JSONNode
  ) -> Double {
    report(.note, "\(path).EventParameters", node.position, "no \(name); using \(value)")
    return value
  }

  /// One decoded `{ParameterID, ParameterValue}` with where it came from.
  struct DecodedParameter {
    var id: EventParameterID
    var value: Double
    var path: String
    var position: JSONPosition
  }

  private mutating func decodeEventParameters(_ member: Member?, at eventPath: String)
    -> [DecodedParameter]
  {
    guard let member else { return [] }
    let path = "\(eventPath).EventParameters"
    guard let list = array(member, at: path) else { return [] }
    var result: [DecodedParameter] = []
    for (index, node) in list.enumerated() {
      let itemPath = "\(path)[\(index)]"
      guard case .object = node.value else {
        report(
          .error, itemPath, node.position, "expected an object, found \(node.typeName); skipped")
        continue
      }
      let keys = members(of: node, at: itemPath, known: AHAPKeys.eventParameterKeys)
      guard
        let id = decodeID(
          EventParameterID.self, keys, at: itemPath, node: node, severity: .warning),
        let (value, position) = decodeValue(
          keys, range: id.range, name: id.rawValue, at: itemPath, node: node)
      else { continue }
      var checked = value
      if id == .sustained, value != 0, value != 1 {
        checked = value >= 0.5 ? 1 : 0
        report(
          .warning, "\(itemPath).ParameterValue", position,
          "Sustained is a boolean, 0 or 1; \(value) read as \(checked)")
      }
      if let earlier = result.firstIndex(where: { $0.id == id }) {
        report(
          .warning, itemPath, node.position,
          "\(id.rawValue) given twice in one event; the last value wins")
        result.remove(at: earlier)
      }
      result.append(DecodedParameter(id: id, value: checked, path: itemPath, position: position))
    }
    return result
  }

  /// The `ParameterID` of a dictionary if it is one of `ID`'s cases; otherwise reports it with
  /// `severity` (the entry is skipped) and returns `nil`.
  private mutating func decodeID<ID: RawRepresentable<String> & CaseIterable>(
    _: ID.Type, _ keys: [String: Member], at path: String, node: JSONNode,
    severity: AHAPDiagnostic.Severity
  ) -> ID? {
    guard let idMember = keys[AHAPKeys.parameterID] else {
      report(severity, path, node.position, "no \"ParameterID\"; skipped")
      return nil
    }
    guard let name = string(idMember, at: "\(path).ParameterID") else { return nil }
    guard let id = ID(rawValue: name) else {
      let hint =
        AHAPKeys.suggestion(for: name, among: ID.allCases.map(\.rawValue))
        .map { " (did you mean \"\($0)\"?)" } ?? ""
      report(
        severity, "\(path).ParameterID", idMember.value.position,
        "unknown ParameterID \"\(name)\"\(hint); skipped")
      return nil
    }
    return id
  }

  /// The `ParameterValue` of a dictionary, clamped to `range`, and where it is.
  private mutating func decodeValue(
    _ keys: [String: Member], range: ClosedRange<Double>, name: String, at path: String,
    node: JSONNode
  ) -> (Double, JSONPosition)? {
    guard let valueMember = keys[AHAPKeys.parameterValue] else {
      report(.warning, path, node.position, "no \"ParameterValue\" for \(name); skipped")
      return nil
    }
    let valuePath = "\(path).ParameterValue"
    guard let value = number(valueMember, at: valuePath) else { return nil }
    return (clamped(value, to: range, name, valueMember, at: valuePath), valueMember.value.position)
  }

  private mutating func decodeDynamicParameter(_ node: JSONNode, at path: String) -> HapticEvent? {
    let keys = members(of: node, at: path, known: AHAPKeys.parameterKeys)
    guard
      let time = decodeTime(keys[AHAPKeys.time], at: path, node: node),
      let id = decodeID(DynamicParameterID.self, keys, at: path, node: node, severity: .warning),
      let (value, _) = decodeValue(keys, range: id.range, name: id.rawValue, at: path, node: node)
    else { return nil }
    return .dynamicParameter(DynamicParameter(checkedTime: time, parameter: id, value: value))
  }

  private mutating func decodeCurve(_ node: JSONNode, at path: String) -> HapticEvent? {
    let keys = members(of: node, at: path, known: AHAPKeys.curveKeys)
    guard let time = decodeTime(keys[AHAPKeys.time], at: path, node: node) else { return nil }
    guard let id = decodeID(DynamicParameterID.self, keys, at: path, node: node, severity: .error)
    else { return nil }
    let pointsPath = "\(path).ParameterCurveControlPoints"
    guard let pointsMember = keys[AHAPKeys.controlPoints],
      let list = array(pointsMember, at: pointsPath)
    else {
      report(.error, path, node.position, "parameter curve has no control points; skipped")
      return nil
    }
    var points: [ParameterCurve.ControlPoint] = []
    for (index, pointNode) in list.enumerated() {
      let pointPath = "\(pointsPath)[\(index)]"
      guard case .object = pointNode.value else {
        report(
          .error, pointPath, pointNode.position,
          "expected an object, found \(pointNode.typeName); skipped")
        continue
      }
      let pointKeys = members(of: pointNode, at: pointPath, known: AHAPKeys.controlPointKeys)
      guard
        let pointTime = decodeTime(pointKeys[AHAPKeys.time], at: pointPath, node: pointNode),
        let (value, _) = decodeValue(
          pointKeys, range: id.range, name: id.rawValue, at: pointPath, node: pointNode)
      else { continue }
      points.append(.init(time: pointTime, value: value))
    }
    guard !points.isEmpty else {
      report(
        .error, pointsPath, pointsMember.value.position, "no usable control points; curve skipped")
      return nil
    }
    if zip(points, points.dropFirst()).contains(where: { $0.time > $1.time }) {
      report(
        .warning, pointsPath, pointsMember.value.position,
        "control points are not in time order; sorted")
      points = points.enumerated()
        .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
        .map(\.element)
    }
    // source: Lofelt/NiceVibrations core/datamodel/src/ios/v1.rs (at most 16 points; limit
    // unverified, docs/haptics-constants.md#parameter-curves)
    let recommendedPointLimit = 16
    if points.count > recommendedPointLimit {
      report(
        .note, pointsPath, pointsMember.value.position,
        "\(points.count) control points; Lofelt's converter keeps at most \(recommendedPointLimit) "
          + "per curve (an unverified Core Haptics limit)")
    }
    return .parameterCurve(ParameterCurve(checkedTime: time, parameter: id, controlPoints: points))
  }

  // MARK: - Whole-pattern checks

  /// A decoded event with the path and position of its pattern entry.
  struct DecodedEntry {
    var event: HapticEvent
    var path: String
    var position: JSONPosition
  }

  private mutating func checkOrder(_ entries: [DecodedEntry]) {
    guard
      let later = zip(entries, entries.dropFirst()).first(where: { $0.event.time > $1.event.time })?
        .1
    else { return }
    report(
      .note, later.path, later.position,
      "entries are not in Time order (this one starts at \(later.event.time) s, before the one "
        + "above it); sorted, same-time entries keep file order")
  }

  /// Flags the Lofelt/Meta time-base mistake (control points written in absolute time, so a
  /// curve starting at 15 s with points at 15 and 16 s runs at 30–31 s;
  /// docs/haptics-constants.md#parameter-curves) and
  /// curves that run past the last event.
  private mutating func checkCurves(_ entries: [DecodedEntry]) {
    let eventsEnd =
      entries.lazy.filter {
        switch $0.event {
        case .parameterCurve, .dynamicParameter: false
        default: true
        }
      }.map(\.event.endTime).max() ?? 0
    for entry in entries {
      guard case .parameterCurve(let curve) = entry.event else { continue }
      if curve.time > 0, let first = curve.controlPoints.first, first.time == curve.time {
        report(
          .warning, "\(entry.path).ParameterCurve.ParameterCurveControlPoints", entry.position,
          "control-point times look absolute (the first equals the curve's Time, \(curve.time) s); "
            + "Core Haptics reads them relative to the curve start, so the curve runs "
            + "\(curve.time + first.time)–\(curve.endTime) s")
      } else if eventsEnd > 0, curve.endTime > eventsEnd {
        report(
          .note, "\(entry.path).ParameterCurve", entry.position,
          "curve runs to \(curve.endTime) s, past the last event's end at \(eventsEnd) s")
      }
    }
  }

  // MARK: - Values

  /// The members of an object by key; reports duplicate keys (the last wins) and keys not in
  /// `known` (a warning with a suggestion when they look misspelled, a note otherwise).
  private mutating func members(
    of node: JSONNode, at path: String, known: [String], reportUnknown: Bool = true
  ) -> [String: Member] {
    guard case .object(let list) = node.value else { return [:] }
    var result: [String: Member] = [:]
    for member in list {
      if result[member.key] != nil, reportUnknown || known.contains(member.key) {
        report(
          .warning, "\(path).\(member.key)", member.keyPosition,
          "duplicate key \"\(member.key)\"; the last value wins")
      }
      result[member.key] = member
      guard reportUnknown, !known.contains(member.key) else { continue }
      if let suggestion = AHAPKeys.suggestion(for: member.key, among: known) {
        report(
          .warning, "\(path).\(member.key)", member.keyPosition,
          "unknown key \"\(member.key)\" ignored; did you mean \"\(suggestion)\"?")
      } else {
        report(.note, "\(path).\(member.key)", member.keyPosition, "unknown key ignored")
      }
    }
    return result
  }

  /// The member's value if `extract` accepts it; a `null` is ignored with a warning, any other
  /// type is an error naming what was `expected`.
  private mutating func value<Value>(
    _ member: Member, at path: String, expected: String,
    _ extract: (JSONNode.Value) -> Value?
  ) -> Value? {
    if let value = extract(member.value.value) { return value }
    if member.value.isNull {
      report(.warning, path, member.value.position, "null value ignored; the default applies")
    } else {
      report(
        .error, path, member.value.position,
        "expected \(expected), found \(member.value.typeName); ignored")
    }
    return nil
  }

  private mutating func number(_ member: Member, at path: String) -> Double? {
    value(member, at: path, expected: "a number") {
      if case .number(let number) = $0 { number.doubleValue } else { nil }
    }
  }

  private mutating func string(_ member: Member, at path: String) -> String? {
    value(member, at: path, expected: "a string") {
      if case .string(let text) = $0 { text } else { nil }
    }
  }

  private mutating func bool(_ member: Member, at path: String) -> Bool? {
    value(member, at: path, expected: "true or false") {
      if case .bool(let flag) = $0 { flag } else { nil }
    }
  }

  private mutating func array(_ member: Member, at path: String) -> [JSONNode]? {
    value(member, at: path, expected: "an array") {
      if case .array(let list) = $0 { list } else { nil }
    }
  }

  private mutating func clamped(
    _ value: Double, to range: ClosedRange<Double>, _ name: String, _ member: Member,
    at path: String
  ) -> Double {
    let result = min(max(value, range.lowerBound), range.upperBound)
    if result != value {
      let problem =
        range.upperBound == HapticLimits.maximumTime
        ? "is negative" : "is outside \(range.lowerBound)…\(range.upperBound)"
      report(
        .warning, path, member.value.position,
        "\(name) \(value) \(problem); clamped to \(result) as Core Haptics does")
    }
    return result
  }
}
