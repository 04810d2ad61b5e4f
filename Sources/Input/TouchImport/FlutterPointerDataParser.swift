import JSONCore
import TouchCore
import TouchModel

/// Reads Flutter engine `PointerData` recorded as JSON (CareF's gesture recorder,
/// github.com/flutter/flutter/issues/60649): an array of packets `{ts, events: [...]}`, or an
/// array of events.
///
/// Each event gives `timeStamp` (µs), `change` (dart:ui `PointerChange` index: 0 cancel, 1 add,
/// 2 remove, 3 hover, 4 down, 5 move, 6 up), `pointerIdentifier`, `physicalX`/`physicalY`
/// (physical pixels), `pressure` and `radiusMajor` (pixels). Down, move, up and cancel become
/// samples; add, remove, hover, pan-zoom and pointer signals (`signalKind` ≠ 0) carry no contact
/// and are skipped, as are events the engine `synthesized` rather than the digitizer reported.
///
/// ```swift
/// import Foundation
///
/// let text = try String(contentsOfFile: "pointer-data.txt", encoding: .utf8)
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
    var reader = EventReader()
    let content = text[LogText.contentStart(text)...]
    // One packet at a time: the tree of a whole large recording would take many times its size.
    let scanned = try JSONArrayElements(content).forEach { element throws(TouchLogError) in
      let node: JSONNode
      do throws(TouchLogError) {
        node = try TouchJSON.parse(element.text, firstLine: element.line)
      } catch {
        var error = error
        // The element's first line starts at its column, not at the line's first byte.
        if error.line == element.line, let column = error.column {
          error.column = column + element.column - 1
        }
        throw error
      }
      try reader.read(node, lineOffset: element.line - 1)
    }
    if !scanned {
      // Not an array the scan could follow: parse the whole text, for its exact error (or, if
      // it parses after all, its events).
      reader = EventReader()
      guard let root = try TouchJSON.parse(content, firstLine: 1).elements else {
        throw TouchLogError(
          .unparseableLine, line: 1, column: 1,
          "expected a JSON array of packets {ts, events} or of events")
      }
      for item in root { try reader.read(item, lineOffset: 0) }
    }
    let (samples, frame) = (reader.samples, reader.frame)
    return TouchLog(samples: samples, unit: .pixels, lineCount: lineCount, frameCount: frame + 1)
  }

  /// The samples of the packets or events read so far, in order.
  private struct EventReader {
    var samples: [TouchLog.Sample] = []
    var frame = -1
    private var lastTime: Int64?
    private var index = 0

    /// Reads one element of the top-level array: a packet `{ts, events}` or an event; other
    /// values are not events.
    mutating func read(_ item: JSONNode, lineOffset: Int) throws(TouchLogError) {
      guard let object = item.members else { return }
      if let packet = TouchJSON.value("events", in: object)?.elements {
        for event in packet where event.members != nil {
          try readEvent(event, lineOffset: lineOffset)
        }
      } else {
        try readEvent(item, lineOffset: lineOffset)
      }
    }

    private mutating func readEvent(_ event: JSONNode, lineOffset: Int) throws(TouchLogError) {
      defer { index += 1 }
      let members = event.members ?? []
      // A sample's line is the line of its event's `timeStamp` key.
      let line =
        (members.last { $0.key == "timeStamp" }?.keyPosition.line ?? event.position.line)
        + lineOffset
      func value(_ key: String) -> JSONNode? { TouchJSON.value(key, in: members) }
      guard let micros = TouchJSON.integer(value("timeStamp"), as: Int64.self),
        let time = LogNumber.nanoseconds(microseconds: micros)
      else {
        throw TouchLogError(
          .unparseableLine, line: line,
          "event \(index) has no timeStamp in µs within 146 years")
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
      default: return
      }
      if TouchJSON.integer(value("signalKind"), as: Int.self) ?? 0 != 0 { return }
      if case .bool(true)? = value("synthesized")?.value { return }
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
  }
}
