import FeelSweeps
import Replay
import Tape

/// The HTML reports a sweep page links its points to: for each point, the sessions whose outcome
/// flips between it and the point before it on the first axis, each recorded at both points and
/// shown one above the other, so the moment the two configurations part is on screen.
///
/// ```swift
/// import SeedScenes
///
/// let tape = try RecordedTape(contentsOf: "Recordings/secret-offer/pull-fail-release.htape")
/// let sessions = [SweepSession(name: "pull-fail-release", tape: tape)]
/// let sweep = try FeelSweep(
///   sceneID: "secret-offer", vary: ["openProgress=0.60...0.90/0.05"], registry: .builtIn)
/// let points = await sweep.run(sessions, workers: 2)
/// let result = SweepResult(sweep: sweep, sessionNames: sessions.map(\.name), points: points)
/// let reports = try SweepFlipReports.pages(result, sweep: sweep, sessions: sessions)
/// let page = SweepPage.html(result, flipReports: reports.mapValues { "sweep-flips/\($0.name)" })
/// ```
public enum SweepFlipReports {
  /// The most flipping sessions one report shows, the first ones in corpus order.
  // source: ours — each is recorded twice and drawn as two tapes; a dozen keeps a report quick
  // to open, and the sweep page lists every flipping session by name anyway
  public static let maximumSessionsPerReport = 12

  /// One report page.
  public struct Page: Sendable {
    /// The file name, `point-INDEX.html`.
    public var name: String
    /// The page.
    public var html: String
  }

  /// A report for each point of `result` with at least one flipping session, by point index.
  ///
  /// A session the scene stops at either point is shown with the reason instead of its tape.
  package static func pages(
    _ result: SweepResult, sweep: FeelSweep, sessions: [SweepSession]
  ) throws -> [Int: Page] {
    try pages(result, sweep: sweep) { sessions.indices.contains($0) ? sessions[$0] : nil }
  }

  /// A report for each point of `result` with at least one flipping session, by point index,
  /// the sessions shown got from `session` by their place in the result (a corpus read in
  /// blocks reads them again); one it gives no session for is left out.
  package static func pages(
    _ result: SweepResult, sweep: FeelSweep, session: (Int) -> SweepSession?
  ) throws -> [Int: Page] {
    guard let axis = result.axes.first else { return [:] }
    let flips = SweepFlip.all(in: result)
    var pages: [Int: Page] = [:]
    for point in result.points {
      guard let flip = flips[point.index], !flip.sessions.isEmpty else { continue }
      var tapes: [ReportTape] = []
      var problems: [String] = []
      for offset in flip.sessions.prefix(maximumSessionsPerReport) {
        guard let session = session(offset) else { continue }
        for (side, at) in [(flip.previous, "before"), (flip.point, "after")] {
          let label = "\(session.name) at \(axis.key) = \(side.values[0].text) (\(at))"
          do {
            let recording = try sweep.recording(of: session, atPoint: side.index)
            tapes.append(
              ReportTape(
                path: label,
                tape: RecordedTape(header: recording.header, events: recording.events),
                sceneType: sweep.sceneType))
          } catch {
            problems.append("\(label): \(error)")
          }
        }
      }
      let shown = min(flip.sessions.count, maximumSessionsPerReport)
      var title =
        "\(result.sceneID): \(shown) of \(flip.sessions.count) sessions that flip between "
        + "\(axis.key) = \(flip.previous.values[0].text) and \(point.values[0].text)"
      if !problems.isEmpty { title += " (not shown: \(problems.joined(separator: "; ")))" }
      let html = try ReportPage(title: title, tapes: tapes).html()
      pages[point.index] = Page(name: "point-\(point.index).html", html: html)
    }
    return pages
  }
}
