/// A scene whose every step runs inside a scope of its own, such as a hosted screen's runtime:
/// a replay enters the scope once around all its steps, rather than each step entering it.
///
/// A hosted screen's steps bind its runtime as a task-local on every entry; a replay of a few
/// thousand frames entered it twice a frame.
package protocol ReplayScopedScene {
  /// The scope the scene's steps run in.
  var replayScope: any SceneStepScope { get }
}

/// What ``ReplayScopedScene/replayScope`` enters: steps taken inside ``enter(_:)`` find the
/// scope already entered.
package protocol SceneStepScope: AnyObject {
  /// Runs `body` inside the scope.
  func enter<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure)
    -> Result
}
