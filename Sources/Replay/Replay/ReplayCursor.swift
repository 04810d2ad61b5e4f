import TouchCore

/// Where a replay stands between two frames: what ``Replayer`` carries from one frame to the
/// next besides the scene and its output.
///
/// A replay paused before the inputs sessions stop sharing (``Pause``) continues, for each of
/// them, from a copy of its scene, output and cursor: a sweep replays a corpus's common lead-in
/// once. Continuing gives the bytes an unpaused replay gives, because the pause falls where the
/// sessions' replays are still the same.
package struct ReplayCursor: Hashable, Sendable {
  /// Where a replay pauses.
  package struct Pause: Hashable, Sendable {
    /// How many leading inputs the sessions share.
    package var inputCount: Int
    /// The earliest time among the sessions' first inputs not shared: no frame due at or after
    /// it is stepped before the pause.
    package var time: Timestamp

    /// A pause before input `inputCount`, due at `time` at the earliest.
    package init(inputCount: Int, time: Timestamp) {
      self.inputCount = inputCount
      self.time = time
    }
  }

  /// The next input to deliver.
  package var next = 0
  /// Commands delivered so far (a command's index in errors).
  package var commands = 0
  /// The next frame to step.
  package var frame: Int64 = 0
  /// Whether the scene was at rest after the last frame stepped.
  package var wasAtRest = true
  /// Whether the scene came to rest at `frame` and the frames up to the next input are still to
  /// be skipped: the next input is the first one the sessions do not share, so each session's
  /// own decides where the clock goes.
  package var isJumpingFromRest = false

  /// A replay about to step its first frame.
  package init() {}
}
