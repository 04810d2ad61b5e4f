/// A UIKit feedback generator call: a named system haptic whose exact pattern is private to iOS
/// (docs/haptics-constants.md#system-feedback), recorded by name rather than as AHAP.
///
/// ```swift
/// let success = try SystemFeedback(time: 1.2, kind: .notification(.success))
/// let thud = try SystemFeedback(time: 0.4, impact: .heavy, intensity: 0.7)
/// ```
public struct SystemFeedback: Hashable, Sendable {
  /// `UINotificationFeedbackGenerator.FeedbackType`.
  public enum NotificationType: String, CaseIterable, Hashable, Sendable {
    /// A task or action has completed.
    case success
    /// A task or action has produced a warning.
    case warning
    /// A task or action has failed.
    case error
  }

  /// `UIImpactFeedbackGenerator.FeedbackStyle`.
  public enum ImpactStyle: String, CaseIterable, Hashable, Sendable {
    /// A collision between small or lightweight UI objects.
    case light
    /// A collision between medium-sized UI objects.
    case medium
    /// A collision between large or heavyweight UI objects.
    case heavy
    /// A collision between soft or flexible UI objects.
    case soft
    /// A collision between hard or inflexible UI objects.
    case rigid
  }

  /// Which generator fired and how.
  public enum Kind: Hashable, Sendable {
    /// `notificationOccurred(_:)`.
    case notification(NotificationType)
    /// `impactOccurred(intensity:)`; `impactOccurred()` is intensity 1.
    case impact(ImpactStyle, intensity: Double)
    /// `UISelectionFeedbackGenerator.selectionChanged()`.
    case selection
  }

  /// Seconds from the start of the timeline.
  public internal(set) var time: Double
  /// Which generator fired and how.
  public internal(set) var kind: Kind

  /// Creates a feedback event.
  ///
  /// - Parameters:
  ///   - time: Seconds from the start of the timeline, not negative.
  ///   - kind: Which generator fired; an impact's intensity must be inside 0…1.
  /// - Throws: ``HapticError`` with code ``HapticError/Code/valueOutOfRange``.
  public init(time: Double, kind: Kind) throws {
    self.time = try RangeCheck.time(time)
    if case .impact(_, let intensity) = kind {
      _ = try RangeCheck.checked(intensity, in: HapticLimits.unitRange, "impact intensity")
    }
    self.kind = kind
  }

  /// Creates a feedback event from values already checked.
  init(checkedTime time: Double, kind: Kind) {
    self.time = time
    self.kind = kind
  }

  /// Creates an impact feedback event.
  ///
  /// - Parameters:
  ///   - time: Seconds from the start of the timeline, not negative.
  ///   - style: The impact style.
  ///   - intensity: The `impactOccurred(intensity:)` argument, 0…1.
  /// - Throws: ``HapticError`` with code ``HapticError/Code/valueOutOfRange``.
  public init(time: Double, impact style: ImpactStyle, intensity: Double = 1) throws {
    try self.init(time: time, kind: .impact(style, intensity: intensity))
  }
}
