/// The one thread a replay runs on, which plays iOS's main thread for the app's code.
package enum ReplayThread {
  /// Calls `work`, the app's main-actor code (a SwiftUI view's `body`, a screen's `makeView`),
  /// in place, from hosting code that is not isolated to the main actor.
  ///
  /// SwiftUI isolates `View` to the main actor, so an app's views and view models are. A replay
  /// steps them on its one thread, as it runs the app's UIKit code (the port drops `@MainActor`
  /// with this in mind): the call runs now, at the step the tape says, never hopping to another
  /// thread. `work` captures nothing; what it needs comes in as `input`.
  ///
  /// - Parameters:
  ///   - input: what `work` reads.
  ///   - work: the main-actor code to run.
  /// - Returns: what `work` returns.
  package static func call<Input, Result>(
    _ input: Input, _ work: @MainActor (Input) -> Result
  ) -> Result {
    withoutActuallyEscaping(work) { isolated in
      unsafeBitCast(isolated, to: ((Input) -> Result).self)(input)
    }
  }
}
