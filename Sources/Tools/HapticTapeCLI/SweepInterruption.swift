import Foundation
import Synchronization

/// Ctrl-C during a sweep: the first SIGINT stops new replays, so that the points already
/// complete are printed, and the command exits with status 130.
///
/// `@unchecked`: `stops` is set once, in `init`, and only cancelled after.
final class SweepInterruption: @unchecked Sendable {
  private let flag = Atomic<Bool>(false)
  private var stops: StopSignals?

  /// Catches SIGINT until ``stop()``.
  init() {
    stops = StopSignals([SIGINT]) { [weak self] _ in self?.flag.store(true, ordering: .relaxed) }
  }

  /// Whether SIGINT arrived.
  var isInterrupted: Bool { flag.load(ordering: .relaxed) }

  /// Gives SIGINT back its default action.
  func stop() { stops?.cancel() }
}
