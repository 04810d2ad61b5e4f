/// Insets for each edge of a rectangle, in points (`UIEdgeInsets`).
///
/// Positive values shrink a rectangle; negative values grow it (the secret-offer scene uses a
/// negative trailing content inset to hide a card).
public struct Insets: Hashable, Sendable {
  /// The inset from the top edge, in points.
  public var top: Double
  /// The inset from the left edge, in points.
  public var left: Double
  /// The inset from the bottom edge, in points.
  public var bottom: Double
  /// The inset from the right edge, in points.
  public var right: Double

  /// Creates insets from the four edges, in points.
  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No inset on any edge.
  public static let zero = Insets()

  /// The sum of the left and right insets.
  public var horizontal: Double { left + right }
  /// The sum of the top and bottom insets.
  public var vertical: Double { top + bottom }

  /// The inset at the start of `axis` (left or top).
  public func leading(_ axis: Axis2D) -> Double { axis == .horizontal ? left : top }
  /// The inset at the end of `axis` (right or bottom).
  public func trailing(_ axis: Axis2D) -> Double { axis == .horizontal ? right : bottom }

  /// Edge-wise sum, as UIKit forms `adjustedContentInset` from `contentInset` and safe area.
  public static func + (lhs: Insets, rhs: Insets) -> Insets {
    Insets(
      top: lhs.top + rhs.top, left: lhs.left + rhs.left, bottom: lhs.bottom + rhs.bottom,
      right: lhs.right + rhs.right)
  }
}
