import Dispatch
import Foundation

/// The progress of a sweep on standard error, when it is a terminal.
///
/// A line redrawn in place (replays done / total, rate, time left), erased at the end; nothing
/// when standard error is not a terminal, so that piped output stays the same from run to run.
struct SweepProgress {
  /// Whether standard error is a terminal.
  static var isTerminal: Bool { isatty(STDERR_FILENO) == 1 }
  private let isTerminal = Self.isTerminal
  private let started = DispatchTime.now()
  private var lastDrawn = DispatchTime.now()

  /// Notes that `done` of `total` replays are finished.
  mutating func update(done: Int, total: Int) {
    guard isTerminal, total > 0 else { return }
    let now = DispatchTime.now()
    let elapsed = Double(now.uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
    let rate = elapsed > 0 ? Double(done) / elapsed : 0
    let left = rate > 0 ? Double(total - done) / rate : 0
    let line =
      "\(done)/\(total) replays, " + String(format: "%.0f/s, %.0f s left", locale: nil, rate, left)
    // Redrawn at most ten times a second, and erased at the end.
    guard done == total || now.uptimeNanoseconds - lastDrawn.uptimeNanoseconds > 100_000_000
    else { return }
    lastDrawn = now
    let text = "\r\u{1B}[K" + line + (done == total ? "\r\u{1B}[K" : "")
    FileHandle.standardError.write(Data(text.utf8))
  }
}
