import TouchCore
import TouchModel

/// Reads touches from a CSV file whose first line names its columns.
///
/// Columns are found by their header names (case-insensitive): time `t`, `time`, `timestamp`;
/// `x`, `x_coordinate`; `y`, `y_coordinate`; id `id`, `touch`, `finger`, `pointer`, `swipe_id`;
/// phase `phase`, `action`, `btn_touch`; force `force`, `pressure`; radius `radius`,
/// `major_radius`, `width_major`. ``columns`` instead names the role of each column in order
/// (`x,y,t,id`; `-` skips a column). Time, x and y are required.
///
/// Phases are `began`/`down`, `moved`/`move`/`held`, `stationary`, `ended`/`up` and
/// `cancelled`/`cancel` (case-insensitive). Without a phase column each run of rows with the same
/// id is one touch: its first row began, its last ended, the others moved; without an id column
/// too, the whole file is one touch.
///
/// ```swift
/// let text = "t,id,phase,x,y\n0,1,down,100,200\n0.1,1,up,100,260\n"
/// var parser = TouchLogCSVParser()
/// parser.timeUnitExponent = 9  // seconds
/// let log = try parser.parse(text)
/// ```
public struct TouchLogCSVParser: Sendable {
  /// What a column holds.
  public enum Role: String, Hashable, Sendable, CaseIterable {
    case time = "t", x, y, id, phase, force, radius
    /// A column the import ignores.
    case skip = "-"
  }

  /// The role of each column in order, overriding the header's names.
  public var columns: [Role]?
  /// The power of ten of the time unit in nanoseconds: 9 seconds (default), 6 ms, 3 µs, 0 ns.
  public var timeUnitExponent = 9
  /// The units of x, y and radius.
  public var unit = TouchLog.Unit.points
  /// A value that means "not reported" in force and radius columns, such as `-420`.
  public var missingValue: String?

  private static let aliases: [Role: [String]] = [
    .time: ["t", "time", "timestamp", "time_s", "time[ms]"],
    .x: ["x", "x_coordinate", "x-coordinate"],
    .y: ["y", "y_coordinate", "y-coordinate"],
    .id: ["id", "touch", "finger", "pointer", "swipe_id", "touch_id"],
    .phase: ["phase", "action", "btn_touch"],
    .force: ["force", "pressure"],
    .radius: ["radius", "major_radius", "width_major"],
  ]

  /// Creates a parser with the defaults: columns from the header, seconds, points.
  public init() {}

  /// Parses the text of a CSV file.
  ///
  /// - Parameter text: the file's lines, header first: its whole text, or a ``TouchLogLines``
  ///   that reads the file a piece at a time.
  /// - Returns: the samples in ``unit`` with times; unreadable rows are in ``TouchLog/skippedLines``.
  /// - Throws: ``TouchLogError`` when the header lacks a required column or the file is empty.
  public func parse(_ text: some TouchLogLines) throws(TouchLogError) -> TouchLog {
    var roles: [Role] = []
    var hasPhase = false
    var samples: [TouchLog.Sample] = []
    var skipped = SkippedLines()
    var frame = 0
    var lastTime: Timestamp?
    // One line at a time, so memory grows with the samples kept, not with the file.
    let lineCount = try LogText.forEachCheckedLine(text) { row, line throws(TouchLogError) in
      if line == 1 {
        roles = try header(row)
        hasPhase = roles.contains(.phase)
        return
      }
      guard !row.trimmingSpaces.isEmpty else { return }
      if let sample = try sample(row, line: line, roles: roles, skipped: &skipped) {
        try LogText.checkSampleCount(samples.count + 1, line: line)
        if sample.time != lastTime { frame += 1 }
        lastTime = sample.time
        var sample = sample
        sample.frame = frame - 1
        samples.append(sample)
      }
    }
    if lineCount == 0 { _ = try header("") }
    if !hasPhase { try Self.assignPhases(&samples) }
    return TouchLog(
      samples: samples, unit: unit, lineCount: lineCount, frameCount: frame,
      skippedLines: skipped.kept, skippedLineCount: skipped.count)
  }

  /// The role of each column, from ``columns`` or the header's names.
  private func header(_ header: Substring) throws(TouchLogError) -> [Role] {
    guard !header.trimmingSpaces.isEmpty else {
      throw TouchLogError(
        .emptyLog, line: 1, "the CSV file is empty; it needs a header line naming its columns")
    }
    let names = header.split(separator: ",", omittingEmptySubsequences: false).map {
      $0.trimmingSpaces.lowercased()
    }
    let roles: [Role] =
      columns ?? names.map { name in Self.aliases.first { $0.value.contains(name) }?.key ?? .skip }
    for required in [Role.time, .x, .y] where !roles.contains(required) {
      throw TouchLogError(
        .missingColumn, line: 1,
        "no \(required.rawValue) column among \(names.joined(separator: ",")); name the columns with --columns (e.g. --columns x,y,t,id)"
      )
    }
    return roles
  }

  /// The sample of one row (its frame still to be set), or nil when the row is unreadable and
  /// went to `skipped`.
  private func sample(
    _ row: Substring, line: Int, roles: [Role], skipped: inout SkippedLines
  ) throws(TouchLogError) -> TouchLog.Sample? {
    func index(_ role: Role) -> Int? { roles.firstIndex(of: role) }
    var fields: [(text: Substring, column: Int)] = []
    var column = 1
    for field in row.split(separator: ",", omittingEmptySubsequences: false) {
      fields.append((field.trimmingSpaces, column))
      column += field.utf8.count + 1
    }
    func field(_ role: Role) -> (text: Substring, column: Int)? {
      index(role).flatMap { $0 < fields.count ? fields[$0] : nil }
    }
    do throws(TouchLogError) {
      guard fields.count >= roles.count else {
        throw TouchLogError(
          .unparseableLine, line: line, column: column,
          "\(fields.count) fields, the header has \(roles.count)")
      }
      let time = try Self.value(field(.time), line: line) {
        LogNumber.nanoseconds(decimal: $0, unitExponent: timeUnitExponent)
      }
      let x = try Self.value(field(.x), line: line) { LogNumber.finite($0) }
      let y = try Self.value(field(.y), line: line) { LogNumber.finite($0) }
      let id =
        try field(.id).map { f throws(TouchLogError) in
          try Self.value(f, line: line) { Int64($0) }
        } ?? 0
      var phase = Touch.Phase.moved
      if let f = field(.phase) {
        phase = try Self.value(f, line: line) { Self.phase($0) }
      }
      let force = try optional(field(.force), line: line)
      let radius = try optional(field(.radius), line: line)
      return TouchLog.Sample(
        line: line, contact: id, phase: phase, position: Point2D(x: x, y: y), time: time,
        frame: 0, force: force, majorRadius: radius)
    } catch {
      skipped.append(error)
      return nil
    }
  }

  private func optional(_ field: (text: Substring, column: Int)?, line: Int) throws(TouchLogError)
    -> Double?
  {
    guard let field, !field.text.isEmpty, missingValue.map({ field.text != $0 }) ?? true else {
      return nil
    }
    return try Self.value(field, line: line) { LogNumber.finite($0) }
  }

  private static func value<T>(
    _ field: (text: Substring, column: Int)?, line: Int, _ read: (Substring) -> T?
  ) throws(TouchLogError) -> T {
    guard let field else {
      throw TouchLogError(.unparseableLine, line: line, "a required field is missing")
    }
    guard let value = read(field.text) else {
      let reason =
        field.text.lowercased() == "nan" || field.text.lowercased().contains("inf")
        ? "not a finite number" : "cannot be read"
      throw TouchLogError(
        reason == "not a finite number" ? .notANumber : .unparseableLine, line: line,
        column: field.column,
        "'\(field.text)' \(reason)")
    }
    return value
  }

  private static func phase(_ text: Substring) -> Touch.Phase? {
    switch text.lowercased() {
    case "began", "begin", "down", "start": .began
    case "moved", "move", "held", "hold": .moved
    case "stationary": .stationary
    case "ended", "end", "up": .ended
    case "cancelled", "canceled", "cancel": .cancelled
    default: nil
    }
  }

  /// Without a phase column: each run of rows with one id is a touch.
  ///
  /// A run of one row gets an ended copy after it; the result is built anew rather than inserted into, which would take
  /// time quadratic in the number of one-row touches.
  private static func assignPhases(_ samples: inout [TouchLog.Sample]) throws(TouchLogError) {
    var result: [TouchLog.Sample] = []
    result.reserveCapacity(samples.count)
    var index = 0
    while index < samples.count {
      var end = index
      while end + 1 < samples.count, samples[end + 1].contact == samples[index].contact { end += 1 }
      for position in index...end {
        var sample = samples[position]
        sample.phase = position == index ? .began : (position == end ? .ended : .moved)
        result.append(sample)
      }
      if end == index {
        var ended = samples[index]
        try LogText.checkSampleCount(result.count + 1, line: ended.line)
        ended.phase = .ended
        result.append(ended)
      }
      index = end + 1
    }
    samples = result
  }
}
