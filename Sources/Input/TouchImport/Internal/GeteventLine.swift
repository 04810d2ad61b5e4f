import TouchCore

/// One line of `getevent` output, classified.
enum GeteventLine {
  /// An input event: `[ time] /dev/input/eventN: TYPE CODE VALUE`, each part optional but the last three.
  struct Event {
    var line: Int
    var time: Timestamp?
    var device: Substring?
    var type: Int
    var code: Int
    var value: Int64
    var valueColumn: Int
  }

  case event(Event)
  /// An axis range from `getevent -p`: `ABS_MT_POSITION_X : value 0, min 0, max 1079, …`.
  case range(line: Int, code: Int, minimum: Int64, maximum: Int64)
  /// `add device 8: /dev/input/event5`, which opens a block of `getevent -p` lines.
  case device(Substring)
  /// A prompt, a device-list line, a blank line: part of the transcript, not of the touches.
  case transcript
  /// Not a getevent line: the column and what was expected.
  case unparseable(column: Int, reason: String)

  /// Classifies `text`, the 1-based line `line` of a log.
  static func classify(_ text: Substring, line: Int) -> GeteventLine {
    var tokens = Tokens(text)
    guard let first = tokens.peek() else { return .transcript }
    var time: Timestamp?
    var device: Substring?
    var hasPrefix = false
    if first.text.hasPrefix("[") {
      guard let close = text.utf8.firstIndex(of: UInt8(ascii: "]")) else {
        return .unparseable(column: first.column, reason: "a '[' timestamp without its ']'")
      }
      let inside = text[text.utf8.index(after: first.text.startIndex)..<close].trimmingSpaces
      guard let value = LogNumber.nanoseconds(decimal: inside, unitExponent: 9) else {
        return .unparseable(
          column: first.column + 1, reason: "'\(inside)' is not a timestamp in seconds")
      }
      time = value
      tokens = Tokens(
        text[text.utf8.index(after: close)...],
        columnOffset: text.utf8.distance(from: text.startIndex, to: close) + 1)
      hasPrefix = true
    }
    if let token = tokens.peek(), token.text.hasPrefix("/dev/"), token.text.hasSuffix(":") {
      device = token.text.dropLast()
      tokens.next()
      hasPrefix = true
    }
    let rest = tokens.all()
    if !hasPrefix, let transcript = classifyTranscript(text, tokens: rest, line: line) {
      return transcript
    }
    let fields = rest.count == 5 && rest[3].text == "rate" ? Array(rest.prefix(3)) : rest
    guard fields.count == 3 else {
      let column =
        fields.count > 3
        ? fields[3].column : (fields.last.map { $0.column + $0.text.utf8.count } ?? 1)
      return .unparseable(
        column: column,
        reason:
          "expected TYPE CODE VALUE after the timestamp and device, found \(fields.count) field(s)")
    }
    guard let type = GeteventCodes.type(fields[0].text) else {
      return .unparseable(
        column: fields[0].column,
        reason: "'\(fields[0].text)' is not an event type (EV_ABS or 0003)")
    }
    guard let code = GeteventCodes.code(fields[1].text, type: type) else {
      return .unparseable(
        column: fields[1].column,
        reason: "'\(fields[1].text)' is not an event code (ABS_MT_POSITION_X or 0035)")
    }
    guard let value = GeteventCodes.value(fields[2].text) else {
      return .unparseable(
        column: fields[2].column,
        reason: "'\(fields[2].text)' is not a value (8 hexadecimal digits, DOWN or UP)")
    }
    return .event(
      Event(
        line: line, time: time, device: device, type: type, code: code, value: value,
        valueColumn: fields[2].column))
  }

  /// Lines of a shell transcript around the events, and `getevent -p` ranges.
  private static func classifyTranscript(_ text: Substring, tokens: [Tokens.Token], line: Int)
    -> GeteventLine?
  {
    guard let first = tokens.first else { return .transcript }
    // A shell prompt: `OnePlus3T:/ $ getevent`, `$ adb shell getevent -lt`, `generic:/ # su`.
    if first.text == "$" || first.text == "#"
      || (tokens.count > 1 && (tokens[1].text == "$" || tokens[1].text == "#"))
      || first.text.hasSuffix("$") || first.text.hasSuffix("#")
    {
      return .transcript
    }
    if first.text == "add", tokens.count >= 4, tokens[1].text == "device" {
      return .device(tokens[3].text)
    }
    if first.text == "could" || first.text == "name:" { return .transcript }
    if let range = range(text, line: line) { return range }
    // The indented body of a `getevent -p` or `-i` device block.
    if text.first == " " || text.first == "\t" {
      if GeteventCodes.type(first.text) == nil, GeteventCodes.isDeviceBlockWord(first.text) {
        return .transcript
      }
      if first.text.hasPrefix("INPUT_PROP") || first.text.hasPrefix("<") { return .transcript }
    }
    return nil
  }

  /// `    ABS (0003): ABS_MT_POSITION_X     : value 0, min 0, max 1079, fuzz 0, flat 0, resolution 0`.
  private static func range(_ text: Substring, line: Int) -> GeteventLine? {
    guard let valueMark = text.range(of: ": value ") else { return nil }
    let head = text[..<valueMark.lowerBound].split(separator: " ").last.map {
      $0.hasSuffix(":") ? $0.dropLast() : $0
    }
    guard let name = head, let code = GeteventCodes.code(name, type: GeteventCodes.evAbs) else {
      return nil
    }
    let numbers = text[valueMark.upperBound...].split(separator: ",").map { $0.trimmingSpaces }
    func number(_ key: String) -> Int64? {
      numbers.first { $0.hasPrefix(key + " ") }.flatMap {
        Int64($0.dropFirst(key.count + 1).trimmingSpaces)
      }
    }
    // The kernel's axis limits are 32-bit (struct input_absinfo); larger ones are not ranges.
    guard let minimum = number("min"), let maximum = number("max"), maximum >= minimum,
      minimum >= Int64(Int32.min), maximum <= Int64(Int32.max)
    else {
      return nil
    }
    return .range(line: line, code: code, minimum: minimum, maximum: maximum)
  }
}
