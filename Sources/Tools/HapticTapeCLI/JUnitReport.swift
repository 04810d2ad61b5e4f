import HapticTape
import HapticTapeReport

/// JUnit XML of a replay run: a `testsuite` per folder of tapes, a `testcase` per tape with
/// the tape's duration on the virtual clock, a `failure` whose message is the first divergence
/// and whose body is the full report, an `error` for a tape that could not be replayed.
///
/// The shape follows the common JUnit schema that CI systems read (Jenkins, GitLab, GitHub
/// test reporters): `testsuites` › `testsuite` › `testcase` › `failure`/`error`/`system-out`.
enum JUnitReport {
  /// The XML document for `outcomes`, suites in path order.
  static func xml(_ outcomes: [ReplayOutcome]) -> String {
    var suites: [(name: String, cases: [ReplayOutcome])] = []
    for outcome in outcomes {
      let folder = folder(of: outcome.path)
      if let index = suites.firstIndex(where: { $0.name == folder }) {
        suites[index].cases.append(outcome)
      } else {
        suites.append((folder, [outcome]))
      }
    }
    suites.sort { $0.name < $1.name }
    var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#]
    lines.append(
      "<testsuites name=\"haptictape replay\" tests=\"\(outcomes.count)\" failures=\"\(failures(outcomes))\" "
        + "errors=\"\(errors(outcomes))\" time=\"\(seconds(total(outcomes)))\">")
    for suite in suites {
      lines.append(
        "  <testsuite name=\"\(escaped(suite.name))\" tests=\"\(suite.cases.count)\" "
          + "failures=\"\(failures(suite.cases))\" errors=\"\(errors(suite.cases))\" skipped=\"0\" "
          + "time=\"\(seconds(total(suite.cases)))\">")
      for outcome in suite.cases {
        let opening =
          "    <testcase name=\"\(escaped(name(of: outcome.path)))\" "
          + "classname=\"\(escaped(suite.name.replacingSlashes()))\" "
          + "file=\"\(escaped(outcome.path))\" time=\"\(seconds(outcome.duration ?? 0))\""
        let inner: String? =
          switch outcome.verdict {
          case .match: nil
          case .differ:
            child(
              "failure", message: outcome.firstDivergenceSummary ?? "differs", type: "divergence",
              body: outcome.report)
          case .unreadable:
            child(
              "error", message: outcome.message ?? "unreadable", type: "unreadable",
              body: outcome.message)
          case .crashed:
            child(
              "error", message: outcome.message ?? "crashed", type: "crashed",
              body: outcome.crash?.appFrames.joined(separator: "\n"))
          case .recorded: child("system-out", message: nil, type: nil, body: outcome.message)
          }
        lines += inner.map { [opening + ">", $0, "    </testcase>"] } ?? [opening + "/>"]
      }
      lines.append("  </testsuite>")
    }
    lines.append("</testsuites>")
    return lines.joined(separator: "\n") + "\n"
  }

  /// `<failure message="…" type="…">body</failure>`, indented under a test case.
  private static func child(_ tag: String, message: String?, type: String?, body: String?) -> String
  {
    var attributes = ""
    if let message { attributes += " message=\"\(escaped(message))\"" }
    if let type { attributes += " type=\"\(escaped(type))\"" }
    return "      <\(tag)\(attributes)>\(escaped(body ?? "", isAttribute: false))</\(tag)>"
  }

  private static func failures(_ outcomes: [ReplayOutcome]) -> Int {
    outcomes.filter { $0.verdict == .differ }.count
  }
  private static func errors(_ outcomes: [ReplayOutcome]) -> Int {
    outcomes.filter { $0.verdict == .unreadable || $0.verdict == .crashed }.count
  }
  private static func total(_ outcomes: [ReplayOutcome]) -> Double {
    outcomes.reduce(0) { $0 + ($1.duration ?? 0) }
  }
  private static func seconds(_ value: Double) -> String { RecordFormatter.number(value) }

  /// `Recordings/cube` for `Recordings/cube/swipe-next.htape`; `.` for a bare file name.
  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return String(path[..<slash])
  }

  /// `swipe-next` for `Recordings/cube/swipe-next.htape`.
  static func name(of path: String) -> String {
    var name = path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    if name.hasSuffix(".htape") { name.removeLast(6) }
    return name
  }

  /// `text` escaped for XML content or, with `isAttribute`, a quoted attribute value (where line
  /// breaks and tabs become character references so they survive); characters XML 1.0 forbids
  /// (controls other than tab, newline and carriage return) become `?`.
  static func escaped(_ text: String, isAttribute: Bool = true) -> String {
    HTMLText.replacing(HTMLText.escaped(text)) { scalar in
      switch scalar {
      case "\n", "\t", "\r": isAttribute ? "&#\(scalar.value);" : nil
      case _ where scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value): "?"
      default: nil
      }
    }
  }

}

extension String {
  /// `Recordings.cube` for `Recordings/cube` (and for `/Recordings/cube`): JUnit class names
  /// are dotted.
  fileprivate func replacingSlashes() -> String {
    split(separator: "/").joined(separator: ".")
  }
}
