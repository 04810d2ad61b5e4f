import Foundation

/// A player of one pattern, made by ``CHHapticEngine/makePlayer(with:)``.
///
/// Times are engine times in seconds (``CHHapticEngine/currentTime``, the replay's virtual
/// clock); ``CHHapticTimeImmediate`` and any time at or before now mean now.
public protocol CHHapticPatternPlayer: AnyObject {
  /// Starts the pattern at `time`; each event plays at `time` + its relative time.
  func start(atTime time: TimeInterval) throws
  /// Stops the pattern at `time`: events that would start at or after it are dropped.
  func stop(atTime time: TimeInterval) throws
  /// Sends control changes, each at `time` + its relative time.
  func sendParameters(_ parameters: [CHHapticDynamicParameter], atTime time: TimeInterval) throws
  /// Schedules a curve starting at `time` + its relative time.
  func scheduleParameterCurve(_ parameterCurve: CHHapticParameterCurve, atTime time: TimeInterval)
    throws
  /// Drops every event not yet played and stops at once.
  func cancel() throws
  /// Whether the player's events are silenced (dropped when they fall due).
  var isMuted: Bool { get set }
}
