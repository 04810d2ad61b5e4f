/// Where a supplementary item (a badge) attaches to its item: the edges it sits on, moved by an
/// absolute offset in points or a fractional one (a fraction of the supplementary item's size).
///
/// Without an item anchor, the supplementary item is placed inside its item, its corner or edge
/// on the anchor's edges (an edge not named centres it on that axis), then moved by the offset.
open class NSCollectionLayoutAnchor: NSObject {
  /// The edges the anchor sits on.
  public let edges: NSDirectionalRectEdge
  /// The offset: points, or fractions of the supplementary item's size.
  public let offset: CGPoint
  /// Whether ``offset`` is in points.
  public let isAbsoluteOffset: Bool

  init(edges: NSDirectionalRectEdge, offset: CGPoint, isAbsolute: Bool) {
    self.edges = edges
    self.offset = offset
    isAbsoluteOffset = isAbsolute
    super.init()
  }

  /// An anchor on `edges`, without offset.
  public convenience init(edges: NSDirectionalRectEdge) {
    self.init(edges: edges, offset: .zero, isAbsolute: true)
  }

  /// An anchor on `edges`, moved by `absoluteOffset` points.
  public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
    self.init(edges: edges, offset: absoluteOffset, isAbsolute: true)
  }

  /// An anchor on `edges`, moved by `fractionalOffset` times the supplementary item's size.
  public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
    self.init(edges: edges, offset: fractionalOffset, isAbsolute: false)
  }

  /// Whether ``offset`` is a fraction of the supplementary item's size.
  open var isFractionalOffset: Bool { !isAbsoluteOffset }

  /// The frame of a supplementary item of `size` anchored to `container`.
  func frame(of size: CGSize, in container: CGRect) -> CGRect {
    func place(_ lower: Bool, _ upper: Bool, _ minimum: CGFloat, _ length: CGFloat, _ own: CGFloat)
      -> CGFloat
    {
      if lower && !upper { return minimum }
      if upper && !lower { return minimum + length - own }
      return minimum + (length - own) / 2
    }
    let x = place(
      edges.contains(.leading), edges.contains(.trailing), container.origin.x,
      container.size.width, size.width)
    let y = place(
      edges.contains(.top), edges.contains(.bottom), container.origin.y, container.size.height,
      size.height)
    let shift =
      isAbsoluteOffset
      ? offset : CGPoint(x: offset.x * size.width, y: offset.y * size.height)
    return CGRect(x: x + shift.x, y: y + shift.y, width: size.width, height: size.height)
  }
}
