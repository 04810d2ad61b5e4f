/// The traits of the environment a view or controller is in: the device's scale and idiom, the
/// size classes of the screen's current size, light appearance and the host's layout direction.
///
/// Layouts read ``displayScale`` to round frames to pixels and the size classes to choose a
/// column count; both follow the replay's device and a rotation. The appearance, text size and
/// the rest are fixed headless (inert).
open class UITraitCollection: NSObject {
  /// The interface style (``UIUserInterfaceStyle``; inert: always light headless).
  public typealias Style = UIUserInterfaceStyle

  /// Pixels per point, 0 when unspecified.
  open private(set) var displayScale: CGFloat = 0
  /// The width size class.
  open private(set) var horizontalSizeClass = UIUserInterfaceSizeClass.unspecified
  /// The height size class.
  open private(set) var verticalSizeClass = UIUserInterfaceSizeClass.unspecified
  /// The kind of device: a phone headless, as the replay's devices are.
  open private(set) var userInterfaceIdiom = UIUserInterfaceIdiom.unspecified
  /// Always light headless (inert).
  open var userInterfaceStyle: UIUserInterfaceStyle { .light }
  /// The layout direction of the host.
  open private(set) var layoutDirection = UIUserInterfaceLayoutDirection.leftToRight

  /// A collection with every trait unspecified.
  public override init() { super.init() }

  /// A collection with only the display scale specified.
  public convenience init(displayScale scale: CGFloat) {
    self.init()
    displayScale = scale
  }

  /// A collection with only the width size class specified.
  public convenience init(horizontalSizeClass sizeClass: UIUserInterfaceSizeClass) {
    self.init()
    horizontalSizeClass = sizeClass
  }

  /// A collection with only the height size class specified.
  public convenience init(verticalSizeClass sizeClass: UIUserInterfaceSizeClass) {
    self.init()
    verticalSizeClass = sizeClass
  }

  /// A collection with only the idiom specified.
  public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
    self.init()
    userInterfaceIdiom = idiom
  }

  /// The traits of the replay's screen at `size` (points) on a display of `scale`.
  ///
  /// Size classes as Apple's Human Interface Guidelines list them for iPhones: compact width
  /// and regular height in portrait; compact height in landscape, with a regular width on the
  /// large phones (landscape widths of 896 pt and more: the Plus and Max models) and a compact
  /// one on the others.
  package static func screen(
    size: CGSize, scale: CGFloat, direction: UIUserInterfaceLayoutDirection
  )
    -> UITraitCollection
  {
    let traits = UITraitCollection()
    traits.displayScale = scale
    traits.userInterfaceIdiom = .phone
    traits.layoutDirection = direction
    let isLandscape = size.width > size.height
    traits.verticalSizeClass = isLandscape ? .compact : .regular
    traits.horizontalSizeClass = isLandscape && size.width >= 896 ? .regular : .compact
    return traits
  }

  /// The traits of the replay's screen as it is now (``UIScreen/main``: its size follows a
  /// rotation) for a view laid out in `direction`.
  static func mainScreen(direction: UIUserInterfaceLayoutDirection) -> UITraitCollection {
    let screen = UIScreen.main
    return Self.screen(size: screen.bounds.size, scale: screen.scale, direction: direction)
  }

  /// Whether every trait `trait` specifies has the same value here.
  open func containsTraits(in trait: UITraitCollection?) -> Bool {
    guard let trait else { return true }
    return (trait.displayScale == 0 || trait.displayScale == displayScale)
      && (trait.horizontalSizeClass == .unspecified
        || trait.horizontalSizeClass == horizontalSizeClass)
      && (trait.verticalSizeClass == .unspecified || trait.verticalSizeClass == verticalSizeClass)
      && (trait.userInterfaceIdiom == .unspecified
        || trait.userInterfaceIdiom == userInterfaceIdiom)
  }

  /// Whether the colours resolve differently than in `traitCollection`: its interface style
  /// differs (headless both are light, unless the other sets another style).
  open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
    userInterfaceStyle != traitCollection?.userInterfaceStyle
  }

  /// Whether the size classes differ from `traitCollection`'s.
  open func hasDifferentSizeClass(comparedTo traitCollection: UITraitCollection?) -> Bool {
    horizontalSizeClass != traitCollection?.horizontalSizeClass
      || verticalSizeClass != traitCollection?.verticalSizeClass
  }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UITraitCollection else { return false }
    return displayScale == other.displayScale && horizontalSizeClass == other.horizontalSizeClass
      && verticalSizeClass == other.verticalSizeClass
      && userInterfaceIdiom == other.userInterfaceIdiom
      && layoutDirection == other.layoutDirection
  }

  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(displayScale)
    hasher.combine(horizontalSizeClass)
    hasher.combine(verticalSizeClass)
    hasher.combine(userInterfaceIdiom)
    return hasher.finalize()
  }
}

/// Light or dark appearance (inert: always light headless).
public enum UIUserInterfaceStyle: Int, Sendable {
  /// No style chosen: the system's.
  case unspecified
  /// The light appearance.
  case light
  /// The dark appearance.
  case dark
}
