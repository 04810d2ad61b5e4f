/// A view's size and where its alignment guides sit in it: where an `alignmentGuide` put a
/// guide, else the guide's default place (the leading edge at 0, the centre at half the width,
/// an ``AlignmentID``'s `defaultValue(in:)`).
public struct ViewDimensions: Equatable {
  /// The width.
  public var width: CGFloat { size.width }
  /// The height.
  public var height: CGFloat { size.height }
  let size: CGSize
  /// The view whose `alignmentGuide`s the subscripts read; nil when it has none.
  let guides: ViewNode?

  init(size: CGSize, guides: ViewNode? = nil) {
    self.size = size
    self.guides = guides
  }

  /// Where `guide` sits, from the leading edge: the view's own value, or the guide's default.
  public subscript(guide: HorizontalAlignment) -> CGFloat {
    self[explicit: guide] ?? guide.defaultValue(in: self)
  }
  /// Where `guide` sits, from the top: the view's own value, or the guide's default.
  public subscript(guide: VerticalAlignment) -> CGFloat {
    self[explicit: guide] ?? guide.defaultValue(in: self)
  }
  /// The value an `alignmentGuide` gave `guide` in the view, or nil.
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
    guides?.explicitAlignment(.horizontal(guide), size: size)
  }
  /// The value an `alignmentGuide` gave `guide` in the view, or nil.
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
    guides?.explicitAlignment(.vertical(guide), size: size)
  }

  /// Equal sizes of the same view.
  public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool {
    lhs.size == rhs.size && lhs.guides === rhs.guides
  }
}
