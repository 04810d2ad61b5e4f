import TouchCore

/// The screen a session runs on: size in points, pixel scale and refresh rate.
///
/// Display-link frames step engines at ``frameRate``; touches are sampled at ``touchRate``;
/// content offsets are rounded to the ``scale`` pixel grid as UIKit does.
///
/// ```swift
/// let device = DeviceProfile.named("iphone-se")!  // 375×667 pt, @2x, 60 Hz
/// ```
public struct DeviceProfile: Hashable, Sendable {
  /// A short identifier such as `iphone-15-pro`.
  public var name: String
  /// The screen size in points, portrait.
  public var screenSize: Size2D
  /// Device pixels per point.
  public var scale: Double
  /// Display refresh rate in frames per second.
  public var frameRate: Int
  /// Touch reporting rate in samples per second (UIKit delivers touches once per frame).
  public var touchRate: Int

  /// Creates a device profile.
  public init(
    name: String, screenSize: Size2D, scale: Double, frameRate: Int, touchRate: Int? = nil
  ) {
    precondition(scale > 0 && frameRate > 0, "scale and frame rate must be positive")
    self.name = name
    self.screenSize = screenSize
    self.scale = scale
    self.frameRate = frameRate
    self.touchRate = touchRate ?? frameRate
  }

  /// iPhone 15 Pro: 393×852 pt, @3x, 120 Hz (ours: the default profile,
  /// docs/seed-screens.md#device-profiles).
  public static let iPhone15Pro = DeviceProfile(
    name: "iphone-15-pro", screenSize: Size2D(width: 393, height: 852), scale: 3, frameRate: 120)
  /// iPhone SE (2nd/3rd gen): 375×667 pt, @2x, 60 Hz (ours,
  /// docs/seed-screens.md#device-profiles).
  public static let iPhoneSE = DeviceProfile(
    name: "iphone-se", screenSize: Size2D(width: 375, height: 667), scale: 2, frameRate: 60)
  /// iPhone 15 Pro Max: 430×932 pt, @3x, 120 Hz (ours,
  /// docs/seed-screens.md#device-profiles).
  public static let iPhone15ProMax = DeviceProfile(
    name: "iphone-15-pro-max", screenSize: Size2D(width: 430, height: 932), scale: 3, frameRate: 120
  )

  /// The built-in profiles, default first.
  public static let builtIn: [DeviceProfile] = [.iPhone15Pro, .iPhoneSE, .iPhone15ProMax]

  /// The built-in profile with this name, or `nil`.
  public static func named(_ name: String) -> DeviceProfile? {
    builtIn.first { $0.name == name }
  }

  /// The duration of one display frame, rounded to the nanosecond (frames themselves are at
  /// ``frameTime(_:)``).
  public var frameInterval: TimeAmount { .frame(hertz: frameRate) }

  /// The duration between two touch samples, rounded to the nanosecond (scans themselves are at
  /// ``touchScanTime(_:)``).
  public var touchInterval: TimeAmount { .frame(hertz: touchRate) }

  /// The time of display frame `index`, on the exact grid (``TouchCore/Timestamp/tick(_:hertz:)``).
  public func frameTime(_ index: Int64) -> Timestamp { .tick(index, hertz: frameRate) }

  /// The time of touch scan `index`, on the exact grid (``TouchCore/Timestamp/tick(_:hertz:)``).
  public func touchScanTime(_ index: Int64) -> Timestamp { .tick(index, hertz: touchRate) }

  /// `value` rounded to the nearest device pixel, as UIKit rounds `contentOffset`.
  public func roundedToPixel(_ value: Double) -> Double {
    (value * scale).rounded() / scale
  }
}
