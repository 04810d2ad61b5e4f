import Foundation
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
  ///   its event's `timeStamp` key.
  /// - Throws: ``TouchLogError`` for invalid JSON, a NaN, or an event without a time or position.
  public func parse(_ text: String) throws(TouchLogError) -> TouchLog {
    try LogText.checkSize(text)
    let lineCount = LogText.lines(text).count
    guard text.contains(where: { !$0.isWhitespace }) else {
      throw TouchLogError(
        .emptyLog, "the file is empty; expected a JSON array of PointerData packets")
    }
    try JSONText.rejectNonFiniteNumbers(in: text[...], firstLine: 1)
    guard let root = try JSONText.value(text[...], line: 1) as? [Any] else {
      throw TouchLogError(
        .unparseableLine, line: 1, column: 1,
        "expected a JSON array of packets {ts, events} or of events")
    }
    var events: [[String: Any]] = []
    for item in root {
      guard let object = item as? [String: Any] else { continue }
      if let packet = object["events"] as? [Any] {
        events += packet.compactMap { $0 as? [String: Any] }
      } else {
        events.append(object)
      }
    }
    let keyLines = JSONText.lines(ofKey: "timeStamp", in: text)
    var samples: [TouchLog.Sample] = []
    var frame = -1
    var lastTime: Int64?
    for (index, event) in events.enumerated() {
      let line = keyLines.count == events.count ? keyLines[index] : 1
      guard let micros = (event["timeStamp"] as? NSNumber)?.int64Value,
        let time = LogNumber.nanoseconds(microseconds: micros)
      else {
        throw TouchLogError(.unparseableLine, line: line, "event \(index) has no timeStamp in µs within 146 years")
      }
      if micros != lastTime { frame += 1 }
      lastTime = micros
      let change = (event["change"] as? NSNumber)?.intValue ?? -1
      let phase: Touch.Phase
      switch change {
      case 0: phase = .cancelled
      case 4: phase = .began
      case 5: phase = .moved
      case 6: phase = .ended
      default: continue
      }
      if (event["signalKind"] as? NSNumber)?.intValue ?? 0 != 0 { continue }
      if (event["synthesized"] as? Bool) == true { continue }
      guard let x = JSONText.double(event["physicalX"]), let y = JSONText.double(event["physicalY"])
      else {
        throw TouchLogError(
          .unparseableLine, line: line, "event \(index) has no physicalX/physicalY")
      }
      samples.append(
        TouchLog.Sample(
          line: line, contact: (event["pointerIdentifier"] as? NSNumber)?.int64Value ?? 0,
          phase: phase,
          position: Point2D(x: x, y: y), time: time, frame: frame,
          force: JSONText.double(event["pressure"]),
          majorRadius: JSONText.double(event["radiusMajor"])))
    }
    return TouchLog(samples: samples, unit: .pixels, lineCount: lineCount, frameCount: frame + 1)
  }
}
