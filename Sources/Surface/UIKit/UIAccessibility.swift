import Foundation

/// The state of the device's assistive technologies, and announcements to them.
///
/// A replay runs with none on: VoiceOver, Switch Control, reduced motion and transparency and
/// bold text are off, as on a device where the user turned none on. Announcements are inert.
public enum UIAccessibility {
  /// Whether VoiceOver is on (never, in a replay).
  public static var isVoiceOverRunning: Bool { false }
  /// Whether Switch Control is on (never).
  public static var isSwitchControlRunning: Bool { false }
  /// Whether the user asked for reduced motion (no).
  public static var isReduceMotionEnabled: Bool { false }
  /// Whether the user asked for reduced transparency (no).
  public static var isReduceTransparencyEnabled: Bool { false }
  /// Whether the user asked for bold text (no).
  public static var isBoldTextEnabled: Bool { false }

  /// An announcement to assistive technologies (inert: none listens in a replay).
  public struct Notification: Hashable, Sendable {
    let name: String
    /// The screen changed a lot.
    public static let screenChanged = Notification(name: "screenChanged")
    /// The layout changed.
    public static let layoutChanged = Notification(name: "layoutChanged")
    /// A message to read.
    public static let announcement = Notification(name: "announcement")
    /// A page was scrolled.
    public static let pageScrolled = Notification(name: "pageScrolled")
  }

  /// Posts `notification` to assistive technologies (inert: none runs in a replay).
  public static func post(notification: Notification, argument: Any?) {}

  /// Posted when VoiceOver is turned on or off (never in a replay).
  public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name(
    "UIAccessibilityVoiceOverStatusDidChangeNotification")
  /// Posted when reduced motion is turned on or off (never in a replay).
  public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name(
    "UIAccessibilityReduceMotionStatusDidChangeNotification")
}
