import JSONCore
import TouchCore
import TouchModel

/// Reads the HapticTape JSON Lines touch format: one touch sample per line.
///
/// ```
/// {"t":0,"id":1,"phase":"began","x":120.5,"y":600,"force":0.4,"radius":7.5}
/// {"t":0.008,"id":1,"phase":"moved","x":120.6,"y":590.2,"coalesced":[{"t":0.004,"x":120.5,"y":595.1}]}
/// {"t":0.016,"id":1,"phase":"ended","x":120.8,"y":580}
/// ```
///
/// Fields: `t` seconds (any origin; the import starts the clock at the first sample), `id` an
/// integer touch id, `phase` one of `began`, `moved`, `stationary`, `ended`, `cancelled`, `x`
/// and `y` in points from the screen's top-left corner; optional `force` (1.0 is an average
/// touch, as `UITouch.force`), `radius` (major radius in points) and `coalesced`, the samples the
/// device merged into this one (each with `t`, `x`, `y` and optional `force`, `radius`). Blank
/// lines are skipped. This is the format an on-device recorder or the browser studio writes.
public struct TouchJSONLinesParser: Sendable {
  /// The units of x, y and radius (points unless a recorder says otherwise).
  public var unit = TouchLog.Unit.points

  /// Creates a parser.
  public init() {}

  /// Parses the text of a JSON Lines file.
  ///
  /// - Parameter text: the file's lines: its whole text, or a ``TouchLogLines`` that reads the
  ///   file a piece at a time.
  /// - Returns: the samples with times; unreadable lines are in ``TouchLog/skippedLines``.
  /// - Throws: ``TouchLogError`` for a NaN or infinity (fatal whatever the strictness).
  public func parse(_ text: some TouchLogLines) throws(TouchLogError) -> TouchLog {
    var samples: [TouchLog.Sample] = []
    var skipped = SkippedLines()
    var frame = -1
    var lastTime: Timestamp?
    // One line at a time, so memory grows with the samples kept, not with the file.
    let lineCount = try LogText.forEachCheckedLine(text) { row, line throws(TouchLogError) in
      guard row.contains(where: { !$0.isWhitespace }) else { return }
      let root: JSONNode
      do throws(TouchLogError) {
        root = try TouchJSON.parse(row, firstLine: line)
      } catch {
        // A NaN or infinity is fatal whatever the strictness; other bad lines are skipped.
        if error.code == .notANumber { throw error }
        skipped.append(error)
        return
      }
      do throws(TouchLogError) {
        guard let object = root.members else {
          throw TouchLogError(
            .unparseableLine, line: line, column: 1, "expected a JSON object per line")
        }
        func value(_ key: String) -> JSONNode? { TouchJSON.value(key, in: object) }
        let time = try Self.time(value("t"), line: line)
        guard let id = TouchJSON.integer(value("id"), as: Int64.self) else {
          throw Self.missing("id", line: line)
        }
        guard case .string(let name)? = value("phase")?.value, let phase = Touch.Phase(name: name)
        else {
          throw TouchLogError(
            .unparseableLine, line: line, column: 1,
            "\"phase\" must be began, moved, stationary, ended or cancelled")
        }
        let position = try Self.point(object, line: line)
        let coalesced = try (value("coalesced")?.elements ?? []).map {
          item throws(TouchLogError) in
          guard let entry = item.members else {
            throw Self.missing("coalesced[].t", line: line)
          }
          return TouchSample.Coalesced(
            location: try Self.point(entry, line: line),
            timestamp: try Self.time(TouchJSON.value("t", in: entry), line: line),
            force: TouchJSON.double(TouchJSON.value("force", in: entry)),
            majorRadius: TouchJSON.double(TouchJSON.value("radius", in: entry)))
        }
        if time != lastTime { frame += 1 }
        lastTime = time
        samples.append(
          TouchLog.Sample(
            line: line, contact: id, phase: phase, position: position, time: time, frame: frame,
            force: TouchJSON.double(value("force")), majorRadius: TouchJSON.double(value("radius")),
            coalesced: coalesced))
      } catch {
        skipped.append(error)
      }
      try LogText.checkSampleCount(samples.count, line: line)
    }
    return TouchLog(
      samples: samples, unit: unit, lineCount: lineCount, frameCount: frame + 1,
      skippedLines: skipped.kept, skippedLineCount: skipped.count)
  }

  private static func time(_ value: JSONNode?, line: Int) throws(TouchLogError) -> Timestamp {
    guard let seconds = TouchJSON.double(value) else { throw missing("t", line: line) }
    guard let time = LogNumber.nanoseconds(seconds: seconds) else {
      throw TouchLogError(
        .invalidValue, line: line, column: 1, "\"t\" \(seconds) s is beyond 146 years")
    }
    return time
  }

  private static func point(_ object: [JSONMember], line: Int) throws(TouchLogError) -> Point2D {
    guard let x = TouchJSON.double(TouchJSON.value("x", in: object)) else {
      throw missing("x", line: line)
    }
    guard let y = TouchJSON.double(TouchJSON.value("y", in: object)) else {
      throw missing("y", line: line)
    }
    return Point2D(x: x, y: y)
  }

  private static func missing(_ key: String, line: Int) -> TouchLogError {
    TouchLogError(.unparseableLine, line: line, column: 1, "\"\(key)\" is missing or not a number")
  }
}
