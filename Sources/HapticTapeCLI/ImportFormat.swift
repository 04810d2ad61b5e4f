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

  /// Parses `text` in this format.
  func parse(_ text: String, csv: TouchLogCSVParser, unit: TouchLog.Unit?) throws(TouchLogError)
    -> TouchLog
  {
    switch self {
    case .getevent:
      return try GeteventParser().parse(text)
    case .flutter:
      return try FlutterPointerDataParser().parse(text)
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
