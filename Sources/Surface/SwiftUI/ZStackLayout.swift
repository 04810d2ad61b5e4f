/// `ZStack`'s layout as a ``Layout`` value: views on top of one another, each offered the
/// whole space.
public struct ZStackLayout: Layout {
  /// How the views line up.
  public var alignment: Alignment

  /// An overlay of views aligned by `alignment`.
  public init(alignment: Alignment = .center) { self.alignment = alignment }

  /// As large as the largest view, as `ZStack`.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void)
    -> CGSize
  {
    OverlaidLayout(alignment: alignment).size(of: subviews.nodes, for: proposal)
  }

  /// Places every view in the bounds, aligned, as `ZStack` does.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) {
    subviews.placeAll {
      OverlaidLayout(alignment: alignment).place(
        subviews.nodes, in: bounds, rightToLeft: subviews.layoutDirection == .rightToLeft)
    }
  }
}
