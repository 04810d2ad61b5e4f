import Haptics
import TouchCore

/// Builds the haptic events scenes play, at session times.
///
/// Scene values are in range by construction (clamped by the scene), so a rejected value is a
/// programmer error and traps, as STYLE.md asks for preconditions.
public enum SceneHaptics {
  /// `UISelectionFeedbackGenerator.selectionChanged()` at `time`.
  public static func selection(at time: Timestamp) -> HapticEvent {
    feedback(.selection, at: time)
  }

  /// `UIImpactFeedbackGenerator(style:).impactOccurred(intensity:)` at `time`.
  public static func impact(_ style: SystemFeedback.ImpactStyle, intensity: Double = 1, at time: Timestamp)
    -> HapticEvent
  {
    feedback(.impact(style, intensity: intensity), at: time)
  }

  /// `UINotificationFeedbackGenerator.notificationOccurred(_:)` at `time`.
  public static func notification(_ type: SystemFeedback.NotificationType, at time: Timestamp) -> HapticEvent {
    feedback(.notification(type), at: time)
  }

  /// A Core Haptics transient at `time`.
  public static func transient(at time: Timestamp, intensity: Double, sharpness: Double) -> HapticEvent {
    do {
      return .transient(try TransientEvent(time: time.seconds, intensity: intensity, sharpness: sharpness))
    } catch {
      preconditionFailure("scene produced an invalid transient: \(error)")
    }
  }

  /// A Core Haptics continuous event at `time`.
  public static func continuous(
    at time: Timestamp, duration: TimeAmount, intensity: Double, sharpness: Double
  ) -> HapticEvent {
    do {
      return .continuous(
        try ContinuousEvent(
          time: time.seconds, duration: duration.seconds, intensity: intensity, sharpness: sharpness))
    } catch {
      preconditionFailure("scene produced an invalid continuous event: \(error)")
    }
  }

  private static func feedback(_ kind: SystemFeedback.Kind, at time: Timestamp) -> HapticEvent {
    do {
      return .feedback(try SystemFeedback(time: time.seconds, kind: kind))
    } catch {
      preconditionFailure("scene produced an invalid feedback event: \(error)")
    }
  }
}
