/// How many unparseable lines an import tolerates before it gives up.
///
/// Real logs carry stray lines (a truncated last line, a shell message). They are skipped with
/// a warning while they stay few; beyond the limit the import fails and lists the first five.
///
/// ```swift
/// let log = try TouchLogCSVParser().parse("t,id,phase,x,y\n0,1,down,100,200\n0.1,1,up,100,260\n")
/// let strictness = TouchLogStrictness.fraction(0.01)  // the default: at most 1 % of lines
/// try strictness.check(log)
/// ```
public enum TouchLogStrictness: Hashable, Sendable {
  /// Any unparseable line is fatal.
  case all
  /// Unparseable lines are always skipped.
  case none
  /// Fatal when more than this fraction (0…1) of the log's lines are unparseable.
  case fraction(Double)

  /// The default: fatal beyond 1 % of lines.
  // source: ours — a real capture with a few damaged lines still imports, while a file that is
  // mostly not a touch log is refused (`--strict` in the Importing device logs article)
  public static let `default` = TouchLogStrictness.fraction(0.01)

  /// How many unparseable lines the error lists.
  public static let listedLines = 5

  /// Parses `all`, `none` or a percentage such as `1%` or `2.5%`.
  ///
  /// - Parameter text: the command-line spelling.
  public init?(argument text: String) {
    switch text {
    case "all": self = .all
    case "none": self = .none
    default:
      guard text.hasSuffix("%"), let percent = LogNumber.decimal(text.dropLast()), percent >= 0,
        percent <= 100
      else { return nil }
      self = .fraction(percent / 100)
    }
  }

  /// Throws when `log` has more unparseable lines than this strictness allows.
  ///
  /// - Parameter log: a parsed log, with its skipped lines.
  /// - Throws: ``TouchLogError/Code/unparseableLine`` for the first bad line under ``all``,
  ///   ``TouchLogError/Code/tooManyUnparseableLines`` listing the first five otherwise.
  public func check(_ log: TouchLog) throws(TouchLogError) {
    let bad = log.skippedLines
    guard let first = bad.first else { return }
    switch self {
    case .none:
      return
    case .all:
      var error = first
      error.message += "; fix the line, or pass --strict none to skip such lines"
      throw error
    case .fraction(let limit):
      let count = log.skippedLineCount
      let share = Double(count) / Double(max(log.lineCount, 1))
      guard share > limit else { return }
      throw TouchLogError(
        .tooManyUnparseableLines,
        "\(count) of \(log.lineCount) lines cannot be read (more than \(Self.percent(limit)) %); "
          + "the first \(min(bad.count, Self.listedLines)) follow. Check the format, or pass "
          + "--strict none to skip them",
        details: Array(bad.prefix(Self.listedLines)))
    }
  }

  private static func percent(_ fraction: Double) -> String {
    let value = fraction * 100
    return value == value.rounded() ? "\(Int(value))" : "\(value)"
  }
}
