import TouchCore

/// The screen a session runs on: size in points, pixel scale, refresh rate and safe area.
///
/// Display-link frames step engines at ``frameRate``; touches are sampled at ``touchRate``;
/// content offsets are rounded to the ``scale`` pixel grid as UIKit does. UIKit code hosted by
/// HapticTape sees ``safeAreaInsets`` as its window's safe area; built-in scenes do not use it.
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
  /// The screen's safe area in portrait, in points: what the status bar, the sensor housing
  /// and the home indicator cover (`UIWindow.safeAreaInsets` on the device).
  public var safeAreaInsets: Insets
  /// The safe area with the screen turned to landscape, in the landscape screen's points.
  public var landscapeSafeAreaInsets: Insets

  /// Creates a device profile.
  ///
  /// - Parameters:
  ///   - safeAreaInsets: The portrait safe area; by default the safe area of the built-in
  ///     profile with this name and screen size, else none. A tape holds the device's name and
  ///     screen but not its safe area, so a tape recorded on a built-in profile replays with that
  ///     profile's safe area.
  ///   - landscapeSafeAreaInsets: The landscape safe area, found the same way by default.
  public init(
    name: String, screenSize: Size2D, scale: Double, frameRate: Int, touchRate: Int? = nil,
    safeAreaInsets: Insets? = nil, landscapeSafeAreaInsets: Insets? = nil
  ) {
    precondition(scale > 0 && frameRate > 0, "scale and frame rate must be positive")
    self.name = name
    self.screenSize = screenSize
    self.scale = scale
    self.frameRate = frameRate
    self.touchRate = touchRate ?? frameRate
    let builtIn = Self.builtInSafeAreas.first { $0.name == name && $0.screen == screenSize }
    self.safeAreaInsets = safeAreaInsets ?? builtIn?.portrait ?? .zero
    self.landscapeSafeAreaInsets = landscapeSafeAreaInsets ?? builtIn?.landscape ?? .zero
  }

  /// The built-in profiles' safe areas.
  ///
  /// A Dynamic Island iPhone: `view.safeAreaInsets` printed
  /// in portrait, `UIEdgeInsets(top: 59.0, left: 0.0, bottom: 34.0, right: 0.0)`, and in
  /// landscape, `(top: 0.0, left: 59.0, bottom: 21.0, right: 59.0)` (csl.cool, "iOS Layout
  /// Adaptation", 2023-09-15; the 59-pt top is reported for the iPhone 14 Pro Max too). A
  /// Home-button iPhone: "a status bar (20 points)" in portrait, none at the bottom, and "the
  /// system hides the status bar in landscape" (useyourloaf.com, "Supporting iPhone X", on the
  /// iPhone 8, the SE's screen).
  private static let builtInSafeAreas:
    [(name: String, screen: Size2D, portrait: Insets, landscape: Insets)] = [
      (
        "iphone-15-pro", Size2D(width: 393, height: 852), Insets(top: 59, bottom: 34),
        Insets(left: 59, bottom: 21, right: 59)
      ),
      ("iphone-se", Size2D(width: 375, height: 667), Insets(top: 20), .zero),
      (
        "iphone-15-pro-max", Size2D(width: 430, height: 932), Insets(top: 59, bottom: 34),
        Insets(left: 59, bottom: 21, right: 59)
      ),
    ]

  /// iPhone 15 Pro: 393×852 pt, @3x, 120 Hz, safe area 59 pt top and 34 pt bottom (ours: the
  /// default profile, docs/seed-screens.md#device-profiles).
  public static let iPhone15Pro = DeviceProfile(
    name: "iphone-15-pro", screenSize: Size2D(width: 393, height: 852), scale: 3, frameRate: 120)
  /// iPhone SE (2nd/3rd gen): 375×667 pt, @2x, 60 Hz, safe area 20 pt top (ours,
  /// docs/seed-screens.md#device-profiles).
  public static let iPhoneSE = DeviceProfile(
    name: "iphone-se", screenSize: Size2D(width: 375, height: 667), scale: 2, frameRate: 60)
  /// iPhone 15 Pro Max: 430×932 pt, @3x, 120 Hz, safe area 59 pt top and 34 pt bottom (ours,
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
