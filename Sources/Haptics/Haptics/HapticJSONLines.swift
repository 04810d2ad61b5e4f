import JSONCore

/// Converts timelines to and from HapticTape JSON Lines of haptic events: one event per line in
/// the shape tapes use for haptic records (`docs/haptics-jsonl.md`).
///
/// ```swift
/// var timeline = HapticTimeline()
/// timeline.insert(
///   .continuous(try ContinuousEvent(time: 0.1, duration: 0.1, intensity: 0.31, sharpness: 0.5)))
/// let text = HapticJSONLines.encode(timeline)
/// // {"kind":"haptic","t":0.100000,"stream":"haptics","name":"continuous","fields":{…}}
/// let back = try HapticJSONLines.decode(Array(text.utf8))
/// ```
///
/// > Note: `t` has exactly 6 decimals, so times round-trip to the nearest microsecond; every
/// > other number is written in its shortest exact form and round-trips bit for bit.
public enum HapticJSONLines {
  /// The `kind` of a haptic record.
  public static let kind = "haptic"
  /// The `stream` this module writes.
  public static let stream = "haptics"

  /// One line per event, each ending in a newline, in timeline order.
  ///
  /// - Parameter timeline: The events to write.
  /// - Returns: The JSON Lines text.
  public static func encode(_ timeline: HapticTimeline) -> String {
    timeline.events.map { line(for: $0) + "\n" }.joined()
  }

  /// The JSON Lines record of one event, without a newline.
  ///
  /// - Parameter event: The event.
  /// - Returns: `{"kind":"haptic","t":…,"stream":"haptics","name":…,"fields":{…}}`.
  public static func line(for event: HapticEvent) -> String {
    JSONWriter.compact(
      .object([
        ("kind", .string(kind)),
        ("t", .number(JSONNumberFormat.fixed(event.time, decimals: 6))),
        ("stream", .string(stream)),
        ("name", .string(event.type.rawValue)),
        ("fields", .object(fields(of: event).map { (key: $0.name, value: $0.json) })),
      ]))
  }

  /// Reads JSON Lines of haptic events.
  ///
  /// Blank lines are skipped, and so are records of other kinds (`touch`, `scroll` …), so a
  /// whole tape export can be read for its haptics.
  ///
  /// - Parameter bytes: UTF-8 text, one JSON object per line.
  /// - Returns: The events as a timeline (sorted by `t`, file order among equal times).
  /// - Throws: ``HapticError`` with code ``HapticError/Code/invalidJSONLines`` or
  ///   ``HapticError/Code/malformedJSON``, naming the line:column and the field.
  public static func decode(_ bytes: [UInt8]) throws -> HapticTimeline {
    var events: [HapticEvent] = []
    var lineStart = 0
    var lineNumber = 1
    while lineStart < bytes.count {
      var lineEnd = lineStart
      while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
      let line = lineStart..<lineEnd
      if bytes[line].contains(where: {
        $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") && $0 != UInt8(ascii: "\r")
      }) {
        do throws(HapticError) {
          if let event = try decodeLine(bytes, in: line) { events.append(event) }
        } catch {
          // The line is parsed in place: byte offsets are the file's, lines count from it.
          var located = error
          located.position?.line = lineNumber
          throw located
        }
      }
      lineStart = lineEnd + 1
      lineNumber += 1
    }
    return HapticTimeline(events)
  }
}
