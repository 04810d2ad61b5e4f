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

  /// Parses the log file at `path` in this format.
  ///
  /// A line-based log (getevent, CSV, JSON Lines) is read a piece at a time, so memory stays flat with the file's size; a Flutter
  /// `PointerData` dump, one JSON document, is read whole. Either is refused first when the
  /// file is larger than `TouchLog.maximumByteCount`.
  ///
  /// - Throws: `CommandFailure` for a file that cannot be read or is too large, `TouchLogError`
  ///   for its content.
  func parseFile(at path: String, csv: TouchLogCSVParser, unit: TouchLog.Unit?) throws
    -> TouchLog
  {
    switch self {
    case .flutter:
      let text = try InputFile.text(
        at: path, expecting: Self.expectedFile, maximumByteCount: TouchLog.maximumByteCount,
        limitName: "TouchLog.maximumByteCount")
      return try FlutterPointerDataParser().parse(text)
    case .getevent:
      return try GeteventParser().parse(Self.lines(of: path))
    case .csv:
      var parser = csv
      parser.unit = unit ?? .points
      return try parser.parse(Self.lines(of: path))
    case .jsonl:
      var parser = TouchJSONLinesParser()
      parser.unit = unit ?? .points
      return try parser.parse(Self.lines(of: path))
    }
  }

  /// What `import` reads, for its errors.
  private static let expectedFile = "a touch log file"

  /// The lines of the log file at `path`, read a piece at a time, once it is known not to be
  /// larger than `TouchLog.maximumByteCount`.
  private static func lines(of path: String) throws -> FileTouchLogLines {
    try InputFile.requireSize(
      of: path, expecting: expectedFile, maximumByteCount: TouchLog.maximumByteCount,
      limitName: "TouchLog.maximumByteCount")
    return FileTouchLogLines(path: path)
  }
}

extension TouchLog.Unit: ExpressibleByArgument {}
