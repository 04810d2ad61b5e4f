/// One alignment guide, on its axis: what a stack lines its views up by, and what an
/// `alignmentGuide` gives a value.
enum AlignmentKey: Hashable {
  case horizontal(HorizontalAlignment)
  case vertical(VerticalAlignment)

  /// The axis the guide measures along.
  var axis: Axis {
    switch self {
    case .horizontal: .horizontal
    case .vertical: .vertical
    }
  }

  /// The fraction of the view's length along ``axis`` the guide sits at by default.
  var fraction: CGFloat {
    switch self {
    case .horizontal(let guide): guide.fraction
    case .vertical(let guide): guide.fraction
    }
  }

  /// Where the guide sits in a view of `size` that sets no value of its own.
  func defaultValue(in size: CGSize) -> CGFloat { size.length(axis) * fraction }

  /// The children's offsets from the start of the group they make when their guides line up,
  /// and the group's length: nil when no `alignmentGuide` is set in any of them (then the
  /// guide's fraction alone places each, as it always did).
  func alignedOffsets(of children: [ViewNode], sizes: [CGSize]) -> (
    offsets: [CGFloat], length: CGFloat
  )? {
    guard children.contains(where: \.mayHaveExplicitAlignment) else { return nil }
    return lineUp(children, sizes: sizes)
  }

  /// The offsets of `children` (at `sizes`) from the start of the group they make when their
  /// guides (an `alignmentGuide`'s value, else the default) line up, and the group's length.
  ///
  /// The guides line up at the largest guide value, so the child with it starts the group, and
  /// the group reaches the furthest end: a guide moved outside its view makes its container
  /// larger, as in SwiftUI.
  func lineUp(_ children: [ViewNode], sizes: [CGSize]) -> (offsets: [CGFloat], length: CGFloat) {
    let guides = zip(children, sizes).map { child, size in
      child.explicitAlignment(self, size: size) ?? defaultValue(in: size)
    }
    let line = guides.max() ?? 0
    let offsets = guides.map { line - $0 }
    let length = zip(offsets, sizes).map { $0 + $1.length(axis) }.max() ?? 0
    return (offsets, length)
  }
}
