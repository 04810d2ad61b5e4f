import Dispatch
import Foundation
import Synchronization

/// Ctrl-C during a sweep: the first SIGINT stops new replays, so that the points already
/// complete are printed, and the command exits with status 130.
///
/// `@unchecked`: the dispatch source is set up once, in `init`, and only cancelled after.
final class SweepInterruption: @unchecked Sendable {
  private let flag = Atomic<Bool>(false)
  private let source: any DispatchSourceSignal

  /// Catches SIGINT until ``stop()``.
  init() {
    signal(SIGINT, SIG_IGN)
    source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
    source.setEventHandler { [unowned self] in flag.store(true, ordering: .relaxed) }
    source.resume()
  }

  /// Whether SIGINT arrived.
  var isInterrupted: Bool { flag.load(ordering: .relaxed) }

  /// Gives SIGINT back its default action.
  func stop() {
    source.cancel()
    signal(SIGINT, SIG_DFL)
  }
}
