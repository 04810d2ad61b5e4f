import CoreHaptics
import UIKit

/// The offer's haptics: a short continuous buzz per shake beat, a pattern of taps on success and
/// the system error on a failed pull.
final class SecretOfferHaptics {
  private let engine: CHHapticEngine?
  private let errorFeedback = UINotificationFeedbackGenerator()

  init() {
    guard CHHapticEngine.capabilitiesForHardware().supportsHaptics else {
      engine = nil
      return
    }
    engine = try? CHHapticEngine()
    try? engine?.start()
  }

  /// One beat of the shake: a continuous event of `duration` at `intensity`.
  func playShakeBeat(intensity: Float, sharpness: Float, duration: TimeInterval) {
    let event = CHHapticEvent(
      eventType: .hapticContinuous,
      parameters: [
        CHHapticEventParameter(parameterID: .hapticIntensity, value: intensity),
        CHHapticEventParameter(parameterID: .hapticSharpness, value: sharpness),
      ],
      relativeTime: 0, duration: duration)
    play([event])
  }

  /// The success pattern: transients at their delays.
  func playSuccess(_ transients: [(delay: TimeInterval, intensity: Float, sharpness: Float)]) {
    play(
      transients.map { transient in
        CHHapticEvent(
          eventType: .hapticTransient,
          parameters: [
            CHHapticEventParameter(parameterID: .hapticIntensity, value: transient.intensity),
            CHHapticEventParameter(parameterID: .hapticSharpness, value: transient.sharpness),
          ],
          relativeTime: transient.delay)
      })
  }

  /// A failed pull.
  func playError() {
    errorFeedback.notificationOccurred(.error)
  }

  private func play(_ events: [CHHapticEvent]) {
    guard let engine else { return }
    do {
      let pattern = try CHHapticPattern(events: events, parameters: [])
      let player = try engine.makePlayer(with: pattern)
      try player.start(atTime: CHHapticTimeImmediate)
    } catch {
      print("Haptics failed: \(error)")
    }
  }
}
