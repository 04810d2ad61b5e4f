import Haptics
import TouchCore

/// Builds the haptic events scenes play, at session times.
///
/// Scene values are in range by construction (clamped by the scene, checked by its
/// configuration's keys), but a scene of an app's own, or a tape whose times lie outside Core
/// Haptics' range, can still produce one that is not: that is a ``SceneError`` naming the event,
/// the value and the session time, which ends the session with what was recorded so far, never a
/// trap.
public enum SceneHaptics {
  /// `UISelectionFeedbackGenerator.selectionChanged()` at `time`.
  public static func selection(at time: Timestamp) throws(SceneError) -> HapticEvent {
    try feedback(.selection, at: time)
  }

  /// `UIImpactFeedbackGenerator(style:).impactOccurred(intensity:)` at `time`.
  public static func impact(
    _ style: SystemFeedback.ImpactStyle, intensity: Double = 1, at time: Timestamp
  )
    throws(SceneError) -> HapticEvent
  {
    try feedback(.impact(style, intensity: intensity), at: time)
  }

  /// `UINotificationFeedbackGenerator.notificationOccurred(_:)` at `time`.
  public static func notification(_ type: SystemFeedback.NotificationType, at time: Timestamp)
    throws(SceneError) -> HapticEvent
  {
    try feedback(.notification(type), at: time)
  }

  /// A Core Haptics transient at `time`.
  public static func transient(at time: Timestamp, intensity: Double, sharpness: Double)
    throws(SceneError) -> HapticEvent
  {
    do {
      return .transient(
        try TransientEvent(time: time.seconds, intensity: intensity, sharpness: sharpness))
    } catch {
      throw invalid("transient", error, at: time)
    }
  }

  /// A Core Haptics continuous event at `time`.
  public static func continuous(
    at time: Timestamp, duration: TimeAmount, intensity: Double, sharpness: Double
  ) throws(SceneError) -> HapticEvent {
    do {
      return .continuous(
        try ContinuousEvent(
          time: time.seconds, duration: duration.seconds, intensity: intensity, sharpness: sharpness
        ))
    } catch {
      throw invalid("continuous event", error, at: time)
    }
  }

  private static func feedback(_ kind: SystemFeedback.Kind, at time: Timestamp)
    throws(SceneError) -> HapticEvent
  {
    do {
      return .feedback(try SystemFeedback(time: time.seconds, kind: kind))
    } catch {
      throw invalid("\(kind) feedback", error, at: time)
    }
  }

  /// The error for a haptic event Core Haptics would refuse.
  private static func invalid(_ what: String, _ error: any Error, at time: Timestamp) -> SceneError
  {
    SceneError(
      .invalidHaptic,
      "the scene made a \(what) Core Haptics refuses at \(time.seconds) s: \(error); check the "
        + "scene's haptic values and the tape's times")
  }
}
