/// `VStack`'s layout as a ``Layout`` value: views one above another, the space shared out as
/// the stack shares it.
public struct VStackLayout: Layout {
  /// How the views line up horizontally.
  public var alignment: HorizontalAlignment
  /// The spacing between neighbours; nil for 8 pt, as `VStack`.
  public var spacing: CGFloat?

  /// A column aligned by `alignment`, `spacing` apart.
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  /// The column's size, as `VStack` chooses it.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void)
    -> CGSize
  {
    stack.size(of: subviews.nodes, for: proposal)
  }

  /// Places the views as `VStack` does.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) {
    subviews.placeAll {
      stack.place(
        subviews.nodes, in: bounds, rightToLeft: subviews.layoutDirection == .rightToLeft)
    }
  }

  private var stack: StackedLayout {
    StackedLayout(axis: .vertical, alignment: .horizontal(alignment), spacing: spacing)
  }
}

extension VStackLayout {
  /// A stack along the vertical axis: a `Spacer` inside grows along it.
  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .vertical
    return properties
  }
}
