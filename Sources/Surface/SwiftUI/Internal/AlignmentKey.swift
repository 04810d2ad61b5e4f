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

  /// The fraction of the view's length along ``axis`` the guide sits at by default (a custom
  /// guide's value in a 1 × 1 view).
  var fraction: CGFloat {
    switch self {
    case .horizontal(let guide): guide.fraction
    case .vertical(let guide): guide.fraction
    }
  }

  /// The app's guide, for a custom alignment.
  var custom: CustomAlignmentID? {
    switch self {
    case .horizontal(let guide): guide.custom
    case .vertical(let guide): guide.custom
    }
  }

  /// Where the guide sits in a view of `size` that sets no value of its own; a custom guide's
  /// `defaultValue(in:)` may read the other guides of `guides`, the view.
  func defaultValue(in size: CGSize, guides: ViewNode? = nil) -> CGFloat {
    guard let custom else { return size.length(axis) * fraction }
    return custom.defaultValue(in: ViewDimensions(size: size, guides: guides))
  }

  /// Where a group `length` long along ``axis`` starts in `rect`: its default guide on the
  /// rect's (for a built-in guide, its fraction of the room left over).
  func start(ofGroup length: CGFloat, in rect: CGRect) -> CGFloat {
    let start = axis == .horizontal ? rect.minX : rect.minY
    let room = rect.size.length(axis)
    guard custom != nil else { return start + (room - length) * fraction }
    let group =
      axis == .horizontal
      ? CGSize(width: length, height: rect.height) : CGSize(width: rect.width, height: length)
    return start + defaultValue(in: rect.size) - defaultValue(in: group)
  }

  /// The value a container of several views gives the guide from the values its views set
  /// (each in the container's coordinates), as SwiftUI's `combineExplicit` does: a custom
  /// guide's mean (Apple, developer.apple.com/documentation/swiftui/verticalalignment/
  /// combineexplicit(_:): "the mean of all non-nil values"), the first baseline's least, the
  /// last baseline's greatest (the same page); nil for the edges and centres (OpenSwiftUI,
  /// AlignmentGuide.swift, github.com/OpenSwiftUIProject/OpenSwiftUI: their `FrameAlignment`
  /// IDs combine nothing, as SwiftUI's binary does, though Apple's page for
  /// `HorizontalAlignment.combineExplicit` says the mean), and for no values.
  func combinedValue(of values: [CGFloat]) -> CGFloat? {
    guard !values.isEmpty, passesOutOfContainers else { return nil }
    switch self {
    case .vertical(.firstTextBaseline): return values.min()
    case .vertical(.lastTextBaseline): return values.max()
    default: return values.reduce(0, +) / CGFloat(values.count)
    }
  }

  /// Whether a container passes on the values its views set for the guide (custom guides and
  /// baselines).
  var passesOutOfContainers: Bool {
    custom != nil || self == .vertical(.firstTextBaseline) || self == .vertical(.lastTextBaseline)
  }

  /// The children's offsets from the start of the group they make when their guides line up,
  /// and the group's length: nil when the guide is a built-in one no `alignmentGuide` in the
  /// children sets (then the guide's fraction alone places each, as it always did).
  func alignedOffsets(of children: [ViewNode], sizes: [CGSize]) -> (
    offsets: [CGFloat], length: CGFloat
  )? {
    guard custom != nil || children.contains(where: \.mayHaveExplicitAlignment) else {
      return nil
    }
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
      child.explicitAlignment(self, size: size) ?? defaultValue(in: size, guides: child)
    }
    let line = guides.max() ?? 0
    let offsets = guides.map { line - $0 }
    let length = zip(offsets, sizes).map { $0 + $1.length(axis) }.max() ?? 0
    return (offsets, length)
  }
}
