/// Insets for each edge of a rectangle, in points.
public struct UIEdgeInsets: Hashable, Sendable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat

  /// Insets of `top`, `left`, `bottom` and `right`.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No insets.
  public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

  /// No insets.
  public static let zero = UIEdgeInsets()
}

extension CGRect {
  /// The rectangle shrunk by `insets` (UIKit's `inset(by:)`).
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left, y: origin.y + insets.top,
      width: size.width - insets.left - insets.right,
      height: size.height - insets.top - insets.bottom)
  }
}

/// Insets for each edge in the writing direction (leading and trailing).
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat

  /// Insets of `top`, `leading`, `bottom` and `trailing`.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// No insets.
  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

  /// No insets.
  public static let zero = NSDirectionalEdgeInsets()
}
