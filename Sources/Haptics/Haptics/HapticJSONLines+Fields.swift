import JSONCore

// MARK: - Fields

extension HapticJSONLines {
  /// One typed field: its name, its value type (`scalar`, `duration`, `symbol`, `flag`,
  /// `integer`) and the value.
  struct Field {
    var name: String
    var type: String
    var value: JSONValue

    static func scalar(_ name: String, _ value: Double) -> Field {
      Field(name: name, type: "scalar", value: .number(JSONNumberFormat.shortest(value)))
    }
    static func duration(_ name: String, _ seconds: Double) -> Field {
      Field(name: name, type: "duration", value: .number(JSONNumberFormat.shortest(seconds)))
    }
    static func symbol(_ name: String, _ text: String) -> Field {
      Field(name: name, type: "symbol", value: .string(text))
    }
    static func flag(_ name: String, _ value: Bool) -> Field {
      Field(name: name, type: "flag", value: .bool(value))
    }
    /// The field's JSON, as tapes write typed values: `{"sec":x}`, `{"pt":x}`, scalars as bare
    /// numbers with a fraction or exponent (`0.5`, `1.0`), and integers, flags and symbols as
    /// bare JSON numbers, booleans and strings.
    var json: JSONValue {
      guard type != "scalar", let key = Self.wrapperKeys[type] else { return value }
      return .object([(key, value)])
    }

    /// The one-key wrapper of the wrapped value types, by value type (`{"scalar":x}` is the
    /// shape written before scalars became bare numbers; it is still read).
    static let wrapperKeys = ["scalar": "scalar", "duration": "sec", "position": "pt"]

    static func integer(_ name: String, _ value: Int) -> Field {
      Field(name: name, type: "integer", value: .number(String(value)))
    }
  }

  /// The fields of `event`, in the documented order.
  static func fields(of event: HapticEvent) -> [Field] {
    switch event {
    case .transient(let transient):
      return [.scalar("intensity", transient.intensity), .scalar("sharpness", transient.sharpness)]
    case .continuous(let continuous):
      var fields: [Field] = [
        .scalar("intensity", continuous.intensity), .scalar("sharpness", continuous.sharpness),
        .duration("duration", continuous.duration),
      ]
      if let envelope = continuous.envelope {
        fields += [
          .scalar("attackTime", envelope.attackTime), .scalar("decayTime", envelope.decayTime),
          .scalar("releaseTime", envelope.releaseTime), .flag("sustained", envelope.isSustained),
        ]
      }
      return fields
    case .parameterCurve(let curve):
      var fields: [Field] = [
        .symbol("parameter", curve.parameter.rawValue),
        .integer("count", curve.controlPoints.count),
      ]
      for (index, point) in curve.controlPoints.enumerated() {
        fields += [.duration("time\(index)", point.time), .scalar("value\(index)", point.value)]
      }
      return fields
    case .dynamicParameter(let dynamic):
      return [.symbol("parameter", dynamic.parameter.rawValue), .scalar("value", dynamic.value)]
    case .feedback(let feedback):
      switch feedback.kind {
      case .notification(let type): return [.symbol("type", type.rawValue)]
      case .impact(let style, let intensity):
        return [.symbol("style", style.rawValue), .scalar("intensity", intensity)]
      case .selection: return []
      }
    case .audio(let audio):
      var fields: [Field] = []
      if let duration = audio.duration { fields.append(.duration("duration", duration)) }
      if let path = audio.waveformPath { fields.append(.symbol("waveformPath", path)) }
      if let flag = audio.usesVolumeEnvelope { fields.append(.flag("usesVolumeEnvelope", flag)) }
      if let flag = audio.isLoopEnabled { fields.append(.flag("loopEnabled", flag)) }
      fields += audio.parameters.map { .scalar($0.id.fieldName, $0.value) }
      return fields
    }
  }

  // MARK: - Decoding

  /// The typed fields of one record, by name, with their positions.
  struct RecordFields {
    var values: [String: (type: String, node: JSONNode)] = [:]
    /// Field names in line order.
    var names: [String] = []
    var recordPosition: TextPosition

    func failure(_ message: String, field: String? = nil) -> HapticError {
      let position =
        field.flatMap { values[$0].map { TextPosition($0.node.position) } } ?? recordPosition
      return HapticError(
        .invalidJSONLines, message, path: field.map { "$.fields.\($0)" } ?? "$.fields",
        position: position)
    }

    func number(_ name: String, as type: String) throws(HapticError) -> Double {
      guard let value = optionalNumber(name, as: type) else {
        let shape =
          type == "scalar"
          ? "a number" : Field.wrapperKeys[type].map { "{\"\($0)\": number}" } ?? "an integer"
        throw failure("missing field \"\(name)\" (\(shape))")
      }
      return value
    }

    func optionalNumber(_ name: String, as type: String) -> Double? {
      // A bare number reads as an integer when it is whole (`1.0` parses as 1): a scalar field
      // takes it as well.
      guard let (found, node) = values[name],
        found == type || (type == "scalar" && found == "integer"),
        case .number(let number) = node.value
      else { return nil }
      return number.doubleValue
    }

    func symbol(_ name: String) throws(HapticError) -> String {
      guard let value = optionalSymbol(name) else {
        throw failure("missing field \"\(name)\" (a string)")
      }
      return value
    }

    func optionalSymbol(_ name: String) -> String? {
      guard let (found, node) = values[name], found == "symbol",
        case .string(let value) = node.value
      else { return nil }
      return value
    }

    func optionalFlag(_ name: String) -> Bool? {
      guard let (found, node) = values[name], found == "flag", case .bool(let value) = node.value
      else { return nil }
      return value
    }
  }

  /// The value type and value node of a field as tapes write it, or `nil` if it is not one.
  static func typedValue(_ node: JSONNode) -> (type: String, node: JSONNode)? {
    switch node.value {
    case .object(let members) where members.count == 1:
      let member = members[0]
      guard let type = Field.wrapperKeys.first(where: { $0.value == member.key })?.key else {
        return nil
      }
      return (type, member.value)
    case .bool: return ("flag", node)
    case .string: return ("symbol", node)
    case .number(let number):
      // The reader refuses numbers beyond `Double`, so every number has a value.
      let value = number.doubleValue ?? .nan
      return (value == value.rounded() ? "integer" : "scalar", node)
    default: return nil
    }
  }

  /// The event of the line in `range` of `bytes`, or `nil` for a record of another kind.
  static func decodeLine(_ bytes: [UInt8], in range: Range<Int>) throws(HapticError)
    -> HapticEvent?
  {
    let root = try JSONReader.parse(bytes, in: range).root
    guard case .object(let members) = root.value else {
      throw HapticError(
        .invalidJSONLines, "a line must be a JSON object, found \(root.typeName)", path: "$",
        position: TextPosition(root.position))
    }
    func member(_ key: String) -> JSONNode? { members.last { $0.key == key }?.value }
    // A tape's JSON Lines export starts with its header, which holds no events.
    if member("kind") == nil, member("htape") != nil { return nil }
    guard case .string(let recordKind)? = member("kind")?.value else {
      throw HapticError(
        .invalidJSONLines, "missing \"kind\" (a string such as \"haptic\")", path: "$.kind",
        position: TextPosition(root.position))
    }
    guard recordKind == kind else { return nil }
    guard let timeNode = member("t"), case .number(let number) = timeNode.value,
      let time = number.doubleValue
    else {
      throw HapticError(
        .invalidJSONLines, "missing \"t\" (seconds, a number)", path: "$.t",
        position: TextPosition(root.position))
    }
    guard let nameNode = member("name"), case .string(let name) = nameNode.value,
      let type = HapticEventType(rawValue: name)
    else {
      let known = HapticEventType.allCases.map(\.rawValue).joined(separator: ", ")
      throw HapticError(
        .invalidJSONLines, "\"name\" must be one of \(known)", path: "$.name",
        position: TextPosition(member("name")?.position ?? root.position))
    }
    var fields = RecordFields(
      recordPosition: TextPosition(member("fields")?.position ?? root.position))
    if let fieldsNode = member("fields") {
      guard case .object(let list) = fieldsNode.value else {
        throw fields.failure("\"fields\" must be an object")
      }
      for field in list {
        guard let typed = typedValue(field.value) else {
          throw HapticError(
            .invalidJSONLines,
            "field \"\(field.key)\" must be a typed value: a number (scalar), {\"sec\":x}, "
              + "{\"pt\":x}, an integer, true or false, or a string",
            path: "$.fields.\(field.key)", position: TextPosition(field.value.position))
        }
        fields.values[field.key] = typed
        fields.names.append(field.key)
      }
    }
    do {
      return try event(type, at: time, fields)
    } catch let error as HapticError where error.code == .valueOutOfRange {
      throw HapticError(
        .invalidJSONLines, error.message, path: "$", position: TextPosition(root.position))
    } catch let error as HapticError {
      throw error
    } catch {
      throw HapticError(
        .invalidJSONLines, "\(error)", path: "$", position: TextPosition(root.position))
    }
  }

  private static func event(
    _ type: HapticEventType, at time: Double, _ fields: RecordFields
  ) throws -> HapticEvent {
    switch type {
    case .transient:
      return .transient(
        try TransientEvent(
          time: time, intensity: fields.number("intensity", as: "scalar"),
          sharpness: fields.number("sharpness", as: "scalar")))
    case .continuous:
      var envelope: HapticEnvelope?
      let adjusters = ["attackTime", "decayTime", "releaseTime"].map {
        fields.optionalNumber($0, as: "scalar")
      }
      let sustained = fields.optionalFlag("sustained")
      if adjusters.contains(where: { $0 != nil }) || sustained != nil {
        envelope = try HapticEnvelope(
          attackTime: adjusters[0] ?? 0, decayTime: adjusters[1] ?? 0,
          releaseTime: adjusters[2] ?? 0, isSustained: sustained ?? true)
      }
      return .continuous(
        try ContinuousEvent(
          time: time, duration: fields.number("duration", as: "duration"),
          intensity: fields.number("intensity", as: "scalar"),
          sharpness: fields.number("sharpness", as: "scalar"), envelope: envelope))
    case .parameterCurve:
      let parameter = try dynamicParameterID(fields)
      // Checked: a count beyond `Int` (1e300) is an error, never a trap.
      guard let count = Int(exactly: try fields.number("count", as: "integer")), count >= 1 else {
        throw fields.failure(
          "\"count\" must be a whole number of control points, at least 1", field: "count")
      }
      var points: [ParameterCurve.ControlPoint] = []
      for index in 0..<count {
        points.append(
          .init(
            time: try fields.number("time\(index)", as: "duration"),
            value: try fields.number("value\(index)", as: "scalar")))
      }
      return .parameterCurve(
        try ParameterCurve(time: time, parameter: parameter, controlPoints: points))
    case .dynamicParameter:
      return .dynamicParameter(
        try DynamicParameter(
          time: time, parameter: dynamicParameterID(fields),
          value: fields.number("value", as: "scalar")))
    case .notification:
      let name = try fields.symbol("type")
      guard let notification = SystemFeedback.NotificationType(rawValue: name) else {
        throw fields.failure("unknown notification type \"\(name)\"", field: "type")
      }
      return .feedback(try SystemFeedback(time: time, kind: .notification(notification)))
    case .impact:
      let name = try fields.symbol("style")
      guard let style = SystemFeedback.ImpactStyle(rawValue: name) else {
        throw fields.failure("unknown impact style \"\(name)\"", field: "style")
      }
      return .feedback(
        try SystemFeedback(
          time: time, impact: style,
          intensity: fields.optionalNumber("intensity", as: "scalar") ?? 1))
    case .selection:
      return .feedback(try SystemFeedback(time: time, kind: .selection))
    case .audioCustom, .audioContinuous:
      let parameters = fields.names.compactMap { name in
        EventParameterID.allCases.first { $0.fieldName == name }.flatMap { id in
          fields.optionalNumber(name, as: "scalar").map { AudioEvent.Parameter(id, $0) }
        }
      }
      return .audio(
        try AudioEvent(
          time: time, kind: type == .audioCustom ? .custom : .continuous,
          duration: fields.optionalNumber("duration", as: "duration"),
          waveformPath: fields.optionalSymbol("waveformPath"), parameters: parameters,
          usesVolumeEnvelope: fields.optionalFlag("usesVolumeEnvelope"),
          isLoopEnabled: fields.optionalFlag("loopEnabled")))
    }
  }

  private static func dynamicParameterID(_ fields: RecordFields) throws(HapticError)
    -> DynamicParameterID
  {
    let name = try fields.symbol("parameter")
    guard let id = DynamicParameterID(rawValue: name) else {
      throw fields.failure("unknown parameter \"\(name)\"", field: "parameter")
    }
    return id
  }
}
