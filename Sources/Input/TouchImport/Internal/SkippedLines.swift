/// The unparseable lines of a log as an importer collects them: the first
/// ``TouchLog/keptSkippedLines`` as errors, and the count of all.
package struct SkippedLines {
  /// The errors kept, in log order.
  package private(set) var kept: [TouchLogError] = []
  /// How many lines were skipped in all.
  package private(set) var count = 0

  package init() {}

  /// Counts `error`, and keeps it while fewer than ``TouchLog/keptSkippedLines`` are kept.
  package mutating func append(_ error: TouchLogError) {
    count += 1
    if kept.count < TouchLog.keptSkippedLines { kept.append(error) }
  }
}
