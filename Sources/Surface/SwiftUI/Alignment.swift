/// Where views line up along the horizontal axis.
public struct HorizontalAlignment: Hashable, Sendable {
  /// The fraction of the width the guide sits at when the view sets no value of its own.
  let fraction: CGFloat
  /// Which guide it is: an `alignmentGuide` sets the value of one guide, not of every guide at
  /// the same fraction.
  let name: String
  /// The leading edge.
  public static let leading = HorizontalAlignment(fraction: 0, name: "leading")
  /// The centre.
  public static let center = HorizontalAlignment(fraction: 0.5, name: "center")
  /// The trailing edge.
  public static let trailing = HorizontalAlignment(fraction: 1, name: "trailing")
}

/// Where views line up along the vertical axis.
public struct VerticalAlignment: Hashable, Sendable {
  /// The fraction of the height the guide sits at when the view sets no value of its own.
  let fraction: CGFloat
  /// Which guide it is: the baselines sit where the bottom does, but are guides of their own.
  let name: String
  /// The top edge.
  public static let top = VerticalAlignment(fraction: 0, name: "top")
  /// The centre.
  public static let center = VerticalAlignment(fraction: 0.5, name: "center")
  /// The bottom edge.
  public static let bottom = VerticalAlignment(fraction: 1, name: "bottom")
  /// The first text baseline (text is one line of stated metrics: its bottom).
  public static let firstTextBaseline = VerticalAlignment(fraction: 1, name: "firstTextBaseline")
  /// The last text baseline (text is one line of stated metrics: its bottom).
  public static let lastTextBaseline = VerticalAlignment(fraction: 1, name: "lastTextBaseline")
}

/// Where a view sits in a larger space, on both axes.
public struct Alignment: Hashable, Sendable {
  /// The horizontal guide.
  public var horizontal: HorizontalAlignment
  /// The vertical guide.
  public var vertical: VerticalAlignment
  /// An alignment of `horizontal` and `vertical`.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  /// Centre, centre.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// Leading, centre.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// Trailing, centre.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// Centre, top.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// Centre, bottom.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// Leading, top.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// Trailing, top.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// Leading, bottom.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// Trailing, bottom.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

  /// A rect of `size` placed in `rect` by this alignment.
  func place(_ size: CGSize, in rect: CGRect) -> CGRect {
    CGRect(
      x: rect.minX + (rect.width - size.width) * horizontal.fraction,
      y: rect.minY + (rect.height - size.height) * vertical.fraction,
      width: size.width, height: size.height)
  }
}
