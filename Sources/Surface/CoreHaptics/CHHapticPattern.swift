import Foundation
import Haptics

/// A haptic pattern: events, dynamic parameters and parameter curves at times relative to the
/// pattern's start.
///
/// Patterns made from dictionaries, AHAP files and AHAP data are read by HapticTape's AHAP
/// reader (`Haptics.AHAPDecoder`), which applies Core Haptics' defaults and clamps; a document
/// it cannot read throws ``CHHapticError/Code/invalidPatternDictionary`` (dictionaries) or
/// ``CHHapticError/Code/invalidPatternData`` (files and data).
///
/// ```swift
/// let pattern = try CHHapticPattern(
///   events: [CHHapticEvent(eventType: .hapticTransient, parameters: [], relativeTime: 0)],
///   parameters: [])
/// ```
open class CHHapticPattern: @unchecked Sendable {
  /// The pattern's events in time order, times relative to its start.
  package let timeline: HapticTimeline

  /// Seconds from the start to the end of the last event or parameter, durations included
  /// (`CHHapticPattern.h`).
  open var duration: TimeInterval { timeline.duration }

  /// A pattern of `events` and dynamic `parameters`.
  ///
  /// - Throws: ``CHHapticError`` — `invalidEventTime` for a NaN, infinite or negative time,
  ///   `invalidEventDuration` for such a duration, `badParameterEntry` for a NaN or infinite
  ///   value, `invalidEventType` or `invalidParameterType` for an unknown type or ID. Finite
  ///   values outside a parameter's range are clamped, as Core Haptics does.
  public init(events: [CHHapticEvent], parameters: [CHHapticDynamicParameter]) throws {
    var converted = try events.map { try HapticConversion.event($0, at: $0.relativeTime) }
    converted += try parameters.map { try HapticConversion.parameter($0, at: $0.relativeTime) }
    timeline = HapticTimeline(converted)
  }

  /// A pattern of `events` and `parameterCurves`.
  ///
  /// - Throws: ``CHHapticError``, as ``init(events:parameters:)``; control points out of time
  ///   order throw `invalidEventTime`.
  public init(events: [CHHapticEvent], parameterCurves: [CHHapticParameterCurve]) throws {
    var converted = try events.map { try HapticConversion.event($0, at: $0.relativeTime) }
    converted += try parameterCurves.map { try HapticConversion.curve($0, at: $0.relativeTime) }
    timeline = HapticTimeline(converted)
  }

  /// A pattern from a dictionary with the structure of an AHAP file.
  ///
  /// - Throws: ``CHHapticError/Code/invalidPatternDictionary`` naming what could not be read.
  public init(dictionary patternDict: [CHHapticPattern.Key: Any]) throws {
    let text = try PatternDictionary.json(patternDict)
    timeline = try Self.read(
      Array(text.utf8), source: "pattern dictionary", code: .invalidPatternDictionary)
  }

  /// A pattern from an AHAP file (iOS 16).
  ///
  /// - Throws: ``CHHapticError/Code/fileNotFound`` when the file cannot be read,
  ///   ``CHHapticError/Code/invalidPatternData`` when it is not an AHAP pattern.
  public init(contentsOf ahapURL: URL) throws {
    timeline = try Self.read(contentsOf: ahapURL)
  }

  /// A pattern from AHAP data.
  package init(data: Data, source: String) throws {
    timeline = try Self.read([UInt8](data), source: source, code: .invalidPatternData)
  }

  /// The pattern as a dictionary with the structure of an AHAP file (HapticTape's AHAP writer);
  /// every nested dictionary is keyed by ``Key``.
  open func exportDictionary() throws -> [CHHapticPattern.Key: Any] {
    var encoder = AHAPEncoder()
    encoder.includesMetadata = false
    let text = encoder.encode(AHAPPattern(timeline: timeline, version: 1))
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
    return PatternDictionary.keyed(object) as? [CHHapticPattern.Key: Any] ?? [:]
  }

  /// The timeline of the AHAP file at `url`.
  static func read(contentsOf url: URL) throws -> HapticTimeline {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw CHHapticError(
        .fileNotFound, message: "\(url.path): cannot be read (\(error.localizedDescription))")
    }
    return try read([UInt8](data), source: url.path, code: .invalidPatternData)
  }

  /// The timeline of AHAP `bytes`; the reader's errors (not its warnings) throw `code`.
  static func read(_ bytes: [UInt8], source: String, code: CHHapticError.Code) throws
    -> HapticTimeline
  {
    let result: AHAPDecoder.Result
    do {
      result = try AHAPDecoder().decode(bytes)
    } catch let error as HapticError {
      throw CHHapticError(code, message: "\(source): \(error)")
    }
    if let first = result.diagnostics.first(where: { $0.severity == .error }) {
      throw CHHapticError(code, message: "\(source):\(first)")
    }
    return result.pattern.timeline
  }
}
