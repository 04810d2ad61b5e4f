import ArgumentParser
import HapticTape

/// The log formats `haptictape import` reads.
enum ImportFormat: String, CaseIterable, ExpressibleByArgument {
  /// Android `adb shell getevent` output.
  case getevent
  /// Flutter engine `PointerData` JSON.
  case flutter
  /// CSV with a header naming its columns.
  case csv
  /// HapticTape JSON Lines touches.
  case jsonl

  /// Whether the format is read line by line, so the file can be read a piece at a time;
  /// Flutter's `PointerData` dump is one JSON document, read whole (within the file limit).
  var isLineBased: Bool { self != .flutter }

  /// Parses `text` in this format.
  func parse(_ text: String, csv: TouchLogCSVParser, unit: TouchLog.Unit?) throws(TouchLogError)
    -> TouchLog
  {
    switch self {
    case .flutter: return try FlutterPointerDataParser().parse(text)
    case .getevent, .csv, .jsonl: return try parse(lines: text, csv: csv, unit: unit)
    }
  }

  /// Parses the lines of a line-based log (``isLineBased``) in this format.
  func parse(lines text: some TouchLogLines, csv: TouchLogCSVParser, unit: TouchLog.Unit?)
    throws(TouchLogError) -> TouchLog
  {
    switch self {
    case .getevent:
      return try GeteventParser().parse(text)
    case .flutter:
      // One JSON document: its lines joined again and read whole.
      var whole = ""
      _ = try text.forEachLine { line, _ throws(TouchLogError) in
        whole += line
        whole += "\n"
      }
      return try FlutterPointerDataParser().parse(whole)
    case .csv:
      var parser = csv
      parser.unit = unit ?? .points
      return try parser.parse(text)
    case .jsonl:
      var parser = TouchJSONLinesParser()
      parser.unit = unit ?? .points
      return try parser.parse(text)
    }
  }
}

extension TouchLog.Unit: ExpressibleByArgument {}
