import CoreGraphics

/// A bar of bar button items, usually along the bottom of a screen.
///
/// It keeps its items, as a navigation bar does here: they are not drawn, laid out or hit-tested
/// headless, and its looks are kept, not drawn.
open class UIToolbar: UIView, UIBarPositioning {
  /// The iPhone toolbar's height in portrait (ours: UIKit's bottom toolbar on iPhone).
  static let standardHeight: CGFloat = 44

  /// The items, leading to trailing.
  open var items: [UIBarButtonItem]?
  /// Its colour scheme (inert).
  open var barStyle: UIBarStyle = .default
  /// Whether the bar is translucent (inert).
  open var isTranslucent = true
  /// The bar's background colour (inert).
  open var barTintColor: UIColor?
  /// Where the toolbar sits, as its delegate answers (``UIBarPosition/any`` without one).
  open var barPosition: UIBarPosition { delegate?.position(for: self) ?? .any }
  /// The delegate asked where the toolbar sits.
  open weak var delegate: (any UIToolbarDelegate)?
  /// How it looks at its regular height (inert).
  open var standardAppearance = UIToolbarAppearance()
  /// How it looks at its compact height (inert).
  open var compactAppearance: UIToolbarAppearance?
  /// How it looks with a scroll view's content at its edge (inert).
  open var scrollEdgeAppearance: UIToolbarAppearance?
  /// How it looks at its compact height with content at its edge (inert).
  open var compactScrollEdgeAppearance: UIToolbarAppearance?

  private var backgroundImages: [BarImageKey: UIImage] = [:]
  private var shadowImages: [UIBarPosition: UIImage] = [:]

  /// Replaces the items (at once: nothing animates headless).
  open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }

  /// The width it is offered, and the standard height.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: Self.standardHeight)
  }

  /// Keeps a background image for a position and height (inert: not drawn).
  open func setBackgroundImage(
    _ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition,
    barMetrics: UIBarMetrics
  ) {
    backgroundImages[BarImageKey(position: topOrBottom, metrics: barMetrics)] = backgroundImage
  }

  /// The background image kept for a position and height (inert: not drawn).
  open func backgroundImage(
    forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics
  ) -> UIImage? {
    backgroundImages[BarImageKey(position: topOrBottom, metrics: barMetrics)]
  }

  /// Keeps a shadow image for a position (inert: not drawn).
  open func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition) {
    shadowImages[topOrBottom] = shadowImage
  }

  /// The shadow image kept for a position (inert: not drawn).
  open func shadowImage(forToolbarPosition topOrBottom: UIBarPosition) -> UIImage? {
    shadowImages[topOrBottom]
  }
}

/// A position and height a bar's background image is kept for.
private struct BarImageKey: Hashable {
  let position: UIBarPosition
  let metrics: UIBarMetrics
}
