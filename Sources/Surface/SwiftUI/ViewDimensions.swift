/// A view's size and where its alignment guides sit in it.
public struct ViewDimensions: Equatable {
  /// The width.
  public var width: CGFloat { size.width }
  /// The height.
  public var height: CGFloat { size.height }
  let size: CGSize

  /// Where `guide` sits, from the leading edge.
  public subscript(guide: HorizontalAlignment) -> CGFloat { size.width * guide.fraction }
  /// Where `guide` sits, from the top.
  public subscript(guide: VerticalAlignment) -> CGFloat { size.height * guide.fraction }
  /// An explicit value of `guide`: always nil (the surface has no `alignmentGuide`).
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }
  /// An explicit value of `guide`: always nil (the surface has no `alignmentGuide`).
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}
