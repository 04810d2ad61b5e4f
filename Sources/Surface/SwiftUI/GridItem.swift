/// A row or a column of a lazy grid: its size, the spacing after it and how its cells align.
///
/// ```swift
/// import SwiftUI
///
/// let columns = [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]
/// let grid = LazyVGrid(columns: columns) { ForEach(0..<9) { Text("\($0)") } }
/// ```
public struct GridItem: Sendable {
  /// How a grid item's length is found.
  ///
  /// The default bounds are Apple's: a flexible item at least 10 pt, neither kind bounded above.
  public enum Size: Sendable {
    /// Exactly this length, whatever the grid is offered.
    case fixed(CGFloat)
    /// An equal share of the length left, kept between the bounds.
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    /// As many rows or columns of at least `minimum` as fit in an equal share of the length
    /// left, each at most `maximum`.
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  /// The item's size.
  public var size: Size
  /// The spacing after the item; nil for the default, 8 pt (objc.io's measurement of iOS).
  public var spacing: CGFloat?
  /// How the item's cells sit in their space; nil centres them.
  public var alignment: Alignment?

  /// An item of `size`, `spacing` from the next, aligning its cells by `alignment`.
  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}
