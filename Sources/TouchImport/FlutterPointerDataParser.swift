import JSONCore
import TouchCore
import TouchInput

/// Reads Flutter engine `PointerData` recorded as JSON (CareF's gesture recorder, flutter/flutter
/// issue #60649): an array of packets `{ts, events: [...]}`, or an array of events.
///
/// Each event gives `timeStamp` (µs), `change` (dart:ui `PointerChange` index: 0 cancel, 1 add,
/// 2 remove, 3 hover, 4 down, 5 move, 6 up), `pointerIdentifier`, `physicalX`/`physicalY`
/// (physical pixels), `pressure` and `radiusMajor` (pixels). Down, move, up and cancel become
/// samples; add, remove, hover, pan-zoom and pointer signals (`signalKind` ≠ 0) carry no contact
/// and are skipped, as are events the engine `synthesized` rather than the digitizer reported.
///
/// ```swift
/// let log = try FlutterPointerDataParser().parse(text)   // pixels; map with .pixels(ratio: 3)
/// ```
public struct FlutterPointerDataParser: Sendable {
  /// Creates a parser.
  public init() {}

  /// Parses the text of a recording.
  ///
  /// - Parameter text: the whole JSON document.
  /// - Returns: the samples in physical pixels, with times; each sample's line is the line of
  ///   its event's `timeStamp` key (of the event, when it has none).
  /// - Throws: ``TouchLogError`` for invalid JSON, a NaN, or an event without a time or position.
  public func parse(_ text: String) throws(TouchLogError) -> TouchLog {
    try LogText.checkSize(text)
    let lineCount = LogText.lineCount(text)
    guard text.contains(where: { !$0.isWhitespace }) else {
      throw TouchLogError(
        .emptyLog, "the file is empty; expected a JSON array of PointerData packets")
    }
    guard let root = try TouchJSON.parse(text[LogText.contentStart(text)...], firstLine: 1).elements
    else {
      throw TouchLogError(
        .unparseableLine, line: 1, column: 1,
        "expected a JSON array of packets {ts, events} or of events")
    }
    var events: [JSONNode] = []
    for item in root {
      guard let object = item.members else { continue }
      if let packet = TouchJSON.value("events", in: object)?.elements {
        events += packet.filter { $0.members != nil }
      } else {
        events.append(item)
      }
    }
    var samples: [TouchLog.Sample] = []
    var frame = -1
    var lastTime: Int64?
    for (index, event) in events.enumerated() {
      let members = event.members ?? []
      // A sample's line is the line of its event's `timeStamp` key.
      let line = members.last { $0.key == "timeStamp" }?.keyPosition.line ?? event.position.line
      func value(_ key: String) -> JSONNode? { TouchJSON.value(key, in: members) }
      guard let micros = TouchJSON.integer(value("timeStamp"), as: Int64.self),
        let time = LogNumber.nanoseconds(microseconds: micros)
      else {
        throw TouchLogError(.unparseableLine, line: line, "event \(index) has no timeStamp in µs within 146 years")
      }
      if micros != lastTime { frame += 1 }
      lastTime = micros
      let change = TouchJSON.integer(value("change"), as: Int.self) ?? -1
      let phase: Touch.Phase
      switch change {
      case 0: phase = .cancelled
      case 4: phase = .began
      case 5: phase = .moved
      case 6: phase = .ended
      default: continue
      }
      if TouchJSON.integer(value("signalKind"), as: Int.self) ?? 0 != 0 { continue }
      if case .bool(true)? = value("synthesized")?.value { continue }
      guard let x = TouchJSON.double(value("physicalX")),
        let y = TouchJSON.double(value("physicalY"))
      else {
        throw TouchLogError(
          .unparseableLine, line: line, "event \(index) has no physicalX/physicalY")
      }
      try LogText.checkSampleCount(samples.count + 1, line: line)
      samples.append(
        TouchLog.Sample(
          line: line, contact: TouchJSON.integer(value("pointerIdentifier"), as: Int64.self) ?? 0,
          phase: phase,
          position: Point2D(x: x, y: y), time: time, frame: frame,
          force: TouchJSON.double(value("pressure")),
          majorRadius: TouchJSON.double(value("radiusMajor"))))
    }
    return TouchLog(samples: samples, unit: .pixels, lineCount: lineCount, frameCount: frame + 1)
  }
}
