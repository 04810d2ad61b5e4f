/// `HStack`'s layout as a ``Layout`` value: views side by side, the space shared out as the
/// stack shares it.
public struct HStackLayout: Layout {
  /// How the views line up vertically.
  public var alignment: VerticalAlignment
  /// The spacing between neighbours; nil for 8 pt, as `HStack`.
  public var spacing: CGFloat?

  /// A row aligned by `alignment`, `spacing` apart.
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  /// The row's size, as `HStack` chooses it.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void)
    -> CGSize
  {
    stack.size(of: subviews.nodes, for: proposal)
  }

  /// Places the views as `HStack` does, from the right in a right-to-left layout.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) {
    subviews.placeAll {
      stack.place(
        subviews.nodes, in: bounds, rightToLeft: subviews.layoutDirection == .rightToLeft)
    }
  }

  private var stack: StackedLayout {
    StackedLayout(axis: .horizontal, alignment: .vertical(alignment), spacing: spacing)
  }
}

extension HStackLayout {
  /// A stack along the horizontal axis: a `Spacer` inside grows along it.
  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .horizontal
    return properties
  }
}
