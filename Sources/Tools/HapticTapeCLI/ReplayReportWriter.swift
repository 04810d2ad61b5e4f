import HapticTape
import HapticTapeReport

/// `replay --report DIR`: writes one HTML report per divergent tape and an index page.
final class ReplayReportWriter {
  /// The folder the reports go to.
  let directory: String
  /// The index's entries so far, in the order the reports were written.
  private(set) var entries: [ReportIndexPage.Entry] = []

  init(directory: String) {
    self.directory = directory
  }

  /// Writes the report of a divergent replay of the tape at `path`.
  func add(path: String, tape: RecordedTape, verdict: Session.Verdict) throws {
    let model = ReportTape(
      path: path, tape: tape,
      sceneType: try? HapticTapeCommand.registry.scene(withID: tape.header.sceneID),
      verdict: verdict)
    let file = Self.fileName(for: path)
    try TextFile.write(
      try ReportPage(title: "Replay of \(path)", tapes: [model]).html(), to: directory + "/" + file,
      suggestedName: file)
    entries.append(
      ReportIndexPage.Entry(tapePath: path, reportFile: file, summary: model.replay?.text ?? ""))
  }

  /// Lists the report a replay worker wrote for the tape at `path`.
  func add(path: String, summary: String) {
    entries.append(
      ReportIndexPage.Entry(tapePath: path, reportFile: Self.fileName(for: path), summary: summary))
  }

  /// Writes `index.html` and returns its path.
  func finish(summary: String) throws -> String {
    let index = directory + "/index.html"
    let caption =
      entries.isEmpty
      ? "\(summary). No tape diverged." : "\(summary). Reports of the divergent tapes:"
    try TextFile.write(
      ReportIndexPage(title: "HapticTape replay", caption: caption, entries: entries).html,
      to: index, suggestedName: "index.html")
    return index
  }

  /// `Recordings/cube/swipe-next.htape` → `Recordings--cube--swipe-next.html`.
  static func fileName(for path: String) -> String {
    var parts = path.split(separator: "/").filter { $0 != "." && $0 != ".." }.map(String.init)
    if let last = parts.last, last.hasSuffix(".htape") || last.hasSuffix(".jsonl") {
      parts[parts.count - 1] = String(last.dropLast(6))
    }
    return parts.joined(separator: "--") + ".html"
  }
}
