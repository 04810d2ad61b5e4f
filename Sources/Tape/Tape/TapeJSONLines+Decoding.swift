import JSONCore
import TouchCore
import TouchModel

// MARK: - Decoding

extension TapeJSONLines {
  /// Reads JSON Lines text: the header line, then one event per line (blank lines are skipped).
  ///
  /// Values are rounded to the header's grids, so the result is what a tape would store.
  ///
  /// - Throws: ``TapeError`` naming `path`, line and column for invalid JSON, a missing or
  ///   mistyped field, a non-finite number, or time going backwards.
  public static func decode(_ text: [UInt8], path: String? = nil) throws -> RecordedTape {
    do {
      return try decodeLines(text)
    } catch {
      throw error.inFile(path)
    }
  }

  /// Reads the JSON Lines file at `path`.
  public static func decode(contentsOf path: String) throws -> RecordedTape {
    try decode(try TapeReader.contents(of: path), path: path)
  }

  private static func decodeLines(_ text: [UInt8]) throws(TapeError) -> RecordedTape {
    var header: TapeHeader?
    var events: [TapeEvent] = []
    var builder: ChunkBuilder?
    var lineNumber = 0
    var start = 0
    while start < text.count {
      var end = text[start...].firstIndex(of: 0x0A) ?? text.count
      lineNumber += 1
      let lineStart = start
      start = end + 1
      if end > lineStart, text[end - 1] == 0x0D { end -= 1 }
      if text[lineStart..<end].allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
      let fields = LineFields(line: lineNumber, start: lineStart)
      // Each line is parsed in place; columns count bytes from its start.
      let value: JSONNode
      do {
        value = try JSONParser.parse(text, in: lineStart..<end, options: lineOptions).root
      } catch {
        throw fields.error(error, lineEnd: end)
      }
      guard let current = header else {
        let parsed = try fields.header(value)
        header = parsed
        builder = ChunkBuilder(header: parsed, capacity: 0)
        continue
      }
      let event = try fields.event(value, grids: current.grids)
      do {
        try builder?.append(event)
      } catch {
        throw fields.error(error.code, error.message, column: fields.column(of: value))
      }
      events.append(event)
    }
    guard let header else {
      throw TapeError(
        .missingField, "the file has no header line", line: 1, column: 1,
        hint: "start a JSON Lines tape with its header object (see TapeFormat.md)")
    }
    return RecordedTape(header: header, events: events, byteCount: text.count)
  }

  /// JSON nested as this reader has always counted it (no value of any kind inside
  /// ``maximumDepth`` containers), with the leading zeros (`"t":01.5`) it has always read.
  private static let lineOptions: JSONParsingOptions = {
    var options = JSONParsingOptions(maximumDepth: maximumDepth)
    options.limitsEveryValueToDepth = true
    options.acceptsLeadingZeros = true
    return options
  }()
}

/// Reads typed fields of one JSON Lines object, with errors at its line and column.
private struct LineFields {
  let line: Int
  /// The offset of the line's first byte in the file.
  let start: Int

  /// The 1-based byte column where `node` starts.
  func column(of node: JSONNode) -> Int {
    node.position.byteOffset - start + 1
  }

  /// The parser's `error` as this format words it, at its byte column.
  func error(_ error: JSONSyntaxError, lineEnd: Int) -> TapeError {
    var at = error.position
    let message: String
    switch error.reason {
    case .unexpectedTextAfterValue: message = "unexpected text after the JSON value"
    case .expectedValue:
      message =
        error.found == nil ? "expected a value, found the end of the line" : "expected a value"
    case .tooDeep(let depth):
      message = "nesting is deeper than \(depth) levels (TapeJSONLines.maximumDepth)"
    case .expectedKey: message = "expected a quoted key"
    case .expectedColon: message = "expected ':'"
    case .expectedCommaOrClose(let container):
      let close = container == .object ? "}" : "]"
      message =
        "expected ',' or '\(close)'" + (error.found == nil ? ", found the end of the line" : "")
    case .invalidLiteral(let word):
      message = "expected \(word)"
      at = error.tokenStart
    case .expectedDigit(.integer):
      message = "expected a value"
      at = error.tokenStart
    case .expectedDigit(.fraction): message = "expected digits after '.'"
    case .expectedDigit(.exponent): message = "expected digits in the exponent"
    case .unterminatedString: message = "unterminated string"
    case .controlCharacterInString: message = "control character in a string"
    case .unterminatedEscape: message = "unterminated escape"
    case .unknownEscape: message = "invalid escape"
    case .invalidUnicodeEscape where lineEnd - error.tokenStart.byteOffset < 4:
      message = "expected four hex digits"
      at = error.tokenStart
    case .invalidUnicodeEscape: message = "expected a hex digit"
    case .loneSurrogate: message = "invalid \\u escape"
    case .invalidSurrogatePair: message = "invalid surrogate pair"
    case .numberOutOfRange, .nonFiniteNumber: message = error.message
    }
    return self.error(.invalidJSON, message, column: at.byteOffset - start + 1)
  }

  func error(_ code: TapeError.Code, _ message: String, column: Int) -> TapeError {
    TapeError(
      code, message, line: line, column: column,
      hint: code == .invalidJSON || code == .missingField
        ? "fix the line to follow the JSON Lines schema in TapeFormat.md"
        : "fix the value on this line")
  }

  func field(_ object: JSONNode, _ key: String, in what: String) throws(TapeError) -> JSONNode {
    guard case .object = object.value else {
      throw error(
        .invalidJSON, "\(what) must be an object, not \(object.typeName)",
        column: column(of: object))
    }
    guard let value = object[key] else {
      throw error(.missingField, "missing field \"\(key)\" in \(what)", column: column(of: object))
    }
    return value
  }

  func string(_ value: JSONNode, _ what: String) throws(TapeError) -> String {
    guard case .string(let text) = value.value else {
      throw error(
        .invalidJSON, "\(what) must be a string, not \(value.typeName)", column: column(of: value))
    }
    return text
  }

  func integer(_ value: JSONNode, _ what: String) throws(TapeError) -> Int64 {
    guard case .number(let number) = value.value, let integer = number.integer(as: Int64.self)
    else {
      throw error(
        .invalidJSON, "\(what) must be an integer, not \(value.typeName)",
        column: column(of: value))
    }
    return integer
  }

  func double(_ value: JSONNode, _ what: String) throws(TapeError) -> Double {
    guard case .number(let number) = value.value, let double = Double(number.text) else {
      throw error(
        .invalidJSON, "\(what) must be a number, not \(value.typeName)", column: column(of: value))
    }
    guard double.isFinite else {
      throw error(.nonFiniteValue, "\(what) \(number) is not finite", column: column(of: value))
    }
    return double
  }

  /// A number rounded to `units` steps per unit, returned as the grid value.
  func gridded(_ value: JSONNode, units: Int64, _ what: String) throws(TapeError) -> Double {
    guard case .number(let number) = value.value else {
      throw error(
        .invalidJSON, "\(what) must be a number, not \(value.typeName)", column: column(of: value))
    }
    guard let steps = number.steps(per: units) else {
      throw error(.nonFiniteValue, "\(what) \(number) is not finite", column: column(of: value))
    }
    guard abs(steps) <= Double(TapeHeader.Grids.maximumMagnitude) else {
      throw error(
        .valueOutOfRange, "\(what) \(number) is beyond ±2^53 grid steps", column: column(of: value))
    }
    return steps / Double(units)
  }

  func time(_ value: JSONNode, _ what: String) throws(TapeError) -> Timestamp {
    let seconds = try gridded(value, units: TapeHeader.Grids.timeUnitsPerSecond, what)
    let microseconds = Int64((seconds * 1e6).rounded())
    guard TapeTime.isValid(microseconds) else {
      throw error(.valueOutOfRange, "\(what) is out of range", column: column(of: value))
    }
    return .microseconds(microseconds)
  }

  func header(_ object: JSONNode) throws(TapeError) -> TapeHeader {
    let what = "the header"
    let versionText = try string(try field(object, "htape", in: what), "htape")
    let parts = versionText.split(separator: ".")
    guard parts.count == 2, let major = UInt16(parts[0]), let minor = UInt16(parts[1]) else {
      throw error(
        .invalidJSON, "htape version \"\(versionText)\" is not major.minor",
        column: column(of: object))
    }
    guard major == TapeHeader.Version.current.major else {
      throw error(
        .unsupportedVersion,
        "format version \(versionText) is not readable by this version of haptictape",
        column: column(of: object))
    }
    let device = try field(object, "device", in: what)
    let grids = try field(object, "grids", in: what)
    let position = try integer(
      try field(grids, "positionPerPoint", in: "grids"), "positionPerPoint")
    let scalar = try integer(try field(grids, "scalarPerUnit", in: "grids"), "scalarPerUnit")
    guard TapeHeader.Grids.validUnits.contains(position),
      TapeHeader.Grids.validUnits.contains(scalar)
    else {
      throw error(.valueOutOfRange, "grid units must be in 1...1e12", column: column(of: grids))
    }
    let width = try double(try field(device, "width", in: "device"), "width")
    let height = try double(try field(device, "height", in: "device"), "height")
    let scale = try double(try field(device, "scale", in: "device"), "scale")
    let frameRate = try integer(try field(device, "frameRate", in: "device"), "frameRate")
    let touchRate = try integer(try field(device, "touchRate", in: "device"), "touchRate")
    guard width >= 0, height >= 0, scale > 0, (1...100_000).contains(frameRate),
      (1...100_000).contains(touchRate)
    else {
      throw error(
        .valueOutOfRange, "the device's size, scale or rates are out of range",
        column: column(of: device))
    }
    var metadata: [String: String] = [:]
    if let pairs = object["metadata"] {
      guard case .object(let entries) = pairs.value else {
        throw error(.invalidJSON, "metadata must be an object", column: column(of: pairs))
      }
      for entry in entries {
        metadata[entry.key] = try string(entry.value, "metadata \(entry.key)")
      }
    }
    return TapeHeader(
      version: TapeHeader.Version(major: major, minor: minor),
      writerVersion: try string(try field(object, "writer", in: what), "writer"),
      sceneID: try string(try field(object, "scene", in: what), "scene"),
      sceneConfiguration: try string(try field(object, "configuration", in: what), "configuration"),
      device: DeviceProfile(
        name: try string(try field(device, "name", in: "device"), "device name"),
        screenSize: Size2D(width: width, height: height), scale: scale, frameRate: Int(frameRate),
        touchRate: Int(touchRate)),
      grids: TapeHeader.Grids(positionUnitsPerPoint: position, scalarUnitsPerUnit: scalar),
      metadata: metadata)
  }

  func event(_ object: JSONNode, grids: TapeHeader.Grids) throws(TapeError) -> TapeEvent {
    let kindName = try string(try field(object, "kind", in: "an event"), "kind")
    let what = "a \(kindName) event"
    let time = try time(try field(object, "t", in: what), "t")
    let pointUnits = grids.positionUnitsPerPoint
    let scalarUnits = grids.scalarUnitsPerUnit
    switch kindName {
    case "touch":
      let idValue = try field(object, "id", in: what)
      let id = try integer(idValue, "id")
      guard (0...Int64(UInt32.max)).contains(id) else {
        throw error(
          .valueOutOfRange, "touch id \(id) is not in 0...\(UInt32.max)",
          column: column(of: idValue))
      }
      let phaseValue = try field(object, "phase", in: what)
      let phaseName = try string(phaseValue, "phase")
      guard let phase = Touch.Phase(name: phaseName) else {
        throw error(
          .invalidJSON,
          "unknown phase \"\(phaseName)\" (began, moved, stationary, ended, cancelled)",
          column: column(of: phaseValue))
      }
      var sample = TouchSample(
        id: Touch.ID(UInt32(id)), phase: phase,
        location: Point2D(
          x: try gridded(try field(object, "x", in: what), units: pointUnits, "x"),
          y: try gridded(try field(object, "y", in: what), units: pointUnits, "y")),
        timestamp: time)
      if let force = object["force"] {
        sample.force = try gridded(force, units: scalarUnits, "force")
      }
      if let radius = object["radius"] {
        sample.majorRadius = try gridded(radius, units: pointUnits, "radius")
      }
      if let coalesced = object["coalesced"] {
        guard case .array(let entries) = coalesced.value else {
          throw error(.invalidJSON, "coalesced must be an array", column: column(of: coalesced))
        }
        for entry in entries {
          var item = TouchSample.Coalesced(
            location: Point2D(
              x: try gridded(
                try field(entry, "x", in: "a coalesced sample"), units: pointUnits, "x"),
              y: try gridded(
                try field(entry, "y", in: "a coalesced sample"), units: pointUnits, "y")),
            timestamp: try self.time(try field(entry, "t", in: "a coalesced sample"), "t"))
          if let force = entry["force"] {
            item.force = try gridded(force, units: scalarUnits, "force")
          }
          if let radius = entry["radius"] {
            item.majorRadius = try gridded(radius, units: pointUnits, "radius")
          }
          sample.coalesced.append(item)
        }
      }
      return .touch(sample)
    case "command":
      let name = try string(try field(object, "name", in: what), "name")
      let argsValue = try field(object, "args", in: what)
      guard case .array(let items) = argsValue.value else {
        throw error(.invalidJSON, "args must be an array", column: column(of: argsValue))
      }
      var arguments: [SceneCommand.Argument] = []
      for item in items { arguments.append(try argument(item, grids: grids)) }
      return .command(SceneCommand(name: name, arguments: arguments, timestamp: time))
    default:
      guard let kind = recordKind(kindName) else {
        throw error(.invalidJSON, "unknown event kind \"\(kindName)\"", column: column(of: object))
      }
      let fieldsValue = try field(object, "fields", in: what)
      guard case .object(let pairs) = fieldsValue.value else {
        throw error(.invalidJSON, "fields must be an object", column: column(of: fieldsValue))
      }
      var fields: [TapeField] = []
      fields.reserveCapacity(pairs.count)
      for pair in pairs { fields.append(TapeField(pair.key, try value(pair.value, grids: grids))) }
      return .record(
        TapeRecord(
          kind: kind, timestamp: time,
          stream: try string(try field(object, "stream", in: what), "stream"),
          name: try string(try field(object, "name", in: what), "name"), fields: fields))
    }
  }

  private func recordKind(_ name: String) -> TapeEventKind? {
    if let kind = TapeEventKind(name: name) { return kind.isInput ? nil : kind }
    guard name.hasPrefix("kind"), let code = UInt8(name.dropFirst(4)), code > 6 || code == 0 else {
      return nil
    }
    return TapeEventKind(code: code)
  }

  /// The single `tag` of a one-key object such as `{"pt":212.3}`.
  private func tagged(_ value: JSONNode) -> (tag: String, value: JSONNode)? {
    guard case .object(let pairs) = value.value, pairs.count == 1 else { return nil }
    return (pairs[0].key, pairs[0].value)
  }

  private func value(_ json: JSONNode, grids: TapeHeader.Grids) throws(TapeError) -> TapeValue {
    switch json.value {
    case .number(let number) where number.hasFractionOrExponent:
      return .scalar(try gridded(json, units: grids.scalarUnitsPerUnit, "scalar"))
    case .number: return .integer(try integer(json, "an integer field"))
    case .bool(let flag): return .flag(flag)
    case .string(let symbol): return .symbol(symbol)
    default:
      switch tagged(json) {
      case ("pt", let number)?:
        return .position(try gridded(number, units: grids.positionUnitsPerPoint, "pt"))
      case ("scalar", let number)?:
        return .scalar(try gridded(number, units: grids.scalarUnitsPerUnit, "scalar"))
      case ("sec", let number)?:
        let time = try time(number, "sec")
        return .duration(TimeAmount(nanoseconds: time.nanoseconds))
      default:
        throw error(
          .invalidJSON,
          "a field value must be an integer, a number with a fraction (a scalar), a boolean, a "
            + "string, or {\"pt\":…}, {\"sec\":…} ({\"scalar\":…} is read too)",
          column: column(of: json))
      }
    }
  }

  private func argument(_ json: JSONNode, grids: TapeHeader.Grids) throws(TapeError)
    -> SceneCommand.Argument
  {
    let pointUnits = grids.positionUnitsPerPoint
    switch json.value {
    case .number: return .integer(try integer(json, "an integer argument"))
    case .string(let text): return .text(text)
    default:
      switch tagged(json) {
      case ("number", let number)?:
        return .number(try gridded(number, units: grids.scalarUnitsPerUnit, "number"))
      case ("size", let pair)?:
        let (width, height) = try self.pair(pair, units: pointUnits, "size")
        return .size(Size2D(width: width, height: height))
      case ("point", let pair)?:
        let (x, y) = try self.pair(pair, units: pointUnits, "point")
        return .point(Point2D(x: x, y: y))
      default:
        throw error(
          .invalidJSON,
          "an argument must be an integer, a string, or {\"number\":…}, {\"size\":[w,h]}, {\"point\":[x,y]}",
          column: column(of: json))
      }
    }
  }

  private func pair(_ json: JSONNode, units: Int64, _ what: String) throws(TapeError) -> (
    Double, Double
  ) {
    guard case .array(let items) = json.value, items.count == 2 else {
      throw error(.invalidJSON, "\(what) must be an array of two numbers", column: column(of: json))
    }
    return (try gridded(items[0], units: units, what), try gridded(items[1], units: units, what))
  }
}
