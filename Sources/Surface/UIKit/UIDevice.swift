import Foundation

/// The device the replay runs on: an iPhone running iOS (the host's device profiles are all
/// phones).
open class UIDevice: NSObject, @unchecked Sendable {
  /// The iOS version every replay reports (ours: the version the device profiles were measured
  /// on).
  public static let headlessSystemVersion = "17.0"

  private static let shared = UIDevice()

  /// The device.
  open class var current: UIDevice { shared }

  /// The idiom: `.phone`.
  open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
  /// The operating system's name: "iOS".
  open var systemName: String { "iOS" }
  /// The operating system's version: ``headlessSystemVersion``.
  open var systemVersion: String { Self.headlessSystemVersion }
  /// The model: "iPhone".
  open var model: String { "iPhone" }
  /// The localised model: "iPhone".
  open var localizedModel: String { "iPhone" }
  /// The device's name: "iPhone" (the generic name iOS 16 and later report).
  open var name: String { "iPhone" }
  /// An identifier of the app's vendor: nil headless (inert, as before the device is unlocked).
  open var identifierForVendor: UUID? { nil }
  /// Whether the device supports multitasking: true.
  open var isMultitaskingSupported: Bool { true }

  /// The orientation, from the host's screen size: portrait when the screen is taller than
  /// wide, else landscape left (ours: the host's rotations do not say which way the device
  /// turned).
  open var orientation: UIDeviceOrientation {
    let size = UIScreen.main.bounds.size
    return size.width > size.height ? .landscapeLeft : .portrait
  }

  // The device is shared by every replay, whatever thread runs it, so it keeps no state: the
  // switches below are inert.

  /// Whether orientation notifications are being generated: false (inert: none are posted
  /// headless).
  open var isGeneratingDeviceOrientationNotifications: Bool { false }
  /// Starts orientation notifications (inert: none are posted headless).
  open func beginGeneratingDeviceOrientationNotifications() {}
  /// Stops orientation notifications (inert).
  open func endGeneratingDeviceOrientationNotifications() {}

  /// Posted when the device turns (inert: never posted headless; rotation reaches the app as
  /// `viewWillTransition(to:with:)`).
  public static let orientationDidChangeNotification = Notification.Name(
    "UIDeviceOrientationDidChangeNotification")

  /// Whether battery monitoring is on: false (inert; setting it changes nothing).
  open var isBatteryMonitoringEnabled: Bool {
    get { false }
    set {}
  }
  /// The battery's charge: -1, unknown, as iOS reports without monitoring (inert).
  open var batteryLevel: Float { -1 }
  /// The battery's state: `.unknown` (inert).
  open var batteryState: UIDevice.BatteryState { .unknown }

  /// Plays the keyboard click (inert).
  open func playInputClick() {}

  /// A battery's state (inert: always `.unknown` headless).
  public enum BatteryState: Int, Sendable {
    case unknown = 0, unplugged, charging, full
  }
}
