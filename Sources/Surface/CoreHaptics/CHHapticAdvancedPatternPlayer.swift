import Foundation

/// The block an advanced player calls when it finishes playing or is stopped.
public typealias CHHapticAdvancedPatternPlayerCompletionHandler = ((any Error)?) -> Void

/// A player that can also pause, resume, seek, loop and change speed, made by
/// ``CHHapticEngine/makeAdvancedPlayer(with:)``.
public protocol CHHapticAdvancedPatternPlayer: CHHapticPatternPlayer {
  /// Pauses at `time`, keeping the position.
  func pause(atTime time: TimeInterval) throws
  /// Resumes a paused pattern at `time` from where it paused.
  func resume(atTime time: TimeInterval) throws
  /// Moves the position to `offsetTime` seconds into the pattern.
  func seek(toOffset offsetTime: TimeInterval) throws
  /// Whether the pattern repeats from the start when it reaches ``loopEnd``.
  var loopEnabled: Bool { get set }
  /// Where a loop ends, in seconds into the pattern; 0 means the pattern's duration.
  var loopEnd: TimeInterval { get set }
  /// The playback speed: 2 plays twice as fast.
  var playbackRate: Float { get set }
  /// Called when the pattern finishes or is stopped.
  var completionHandler: CHHapticAdvancedPatternPlayerCompletionHandler? { get set }
}
