/// The views a ``Layout`` places, in order: one ``LayoutSubview`` each.
public struct LayoutSubviews: Equatable, RandomAccessCollection {
  /// A range of the subviews is itself subviews, with the same indices.
  public typealias SubSequence = LayoutSubviews
  /// One subview.
  public typealias Element = LayoutSubview
  /// A subview's position.
  public typealias Index = Int

  private let all: [LayoutSubview]
  private let range: Range<Int>
  /// The direction the layout runs in (its environment's).
  public var layoutDirection: LayoutDirection

  init(_ all: [LayoutSubview], layoutDirection: LayoutDirection) {
    self.all = all
    range = all.indices
    self.layoutDirection = layoutDirection
  }

  private init(_ all: [LayoutSubview], range: Range<Int>, layoutDirection: LayoutDirection) {
    self.all = all
    self.range = range
    self.layoutDirection = layoutDirection
  }

  /// The first subview's index.
  public var startIndex: Int { range.lowerBound }
  /// The index after the last subview.
  public var endIndex: Int { range.upperBound }
  /// The subview at `index`.
  public subscript(index: Int) -> LayoutSubview { all[index] }
  /// The subviews in `bounds`.
  public subscript(bounds: Range<Int>) -> LayoutSubviews {
    LayoutSubviews(all, range: bounds, layoutDirection: layoutDirection)
  }

  /// Whether both hold the same views in the same order.
  public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
    lhs.layoutDirection == rhs.layoutDirection && lhs.elementsEqual(rhs)
  }

  /// The nodes the subviews stand for.
  var nodes: [ViewNode] { map(\.node) }
}

extension LayoutSubviews {
  /// Runs `place`, which places every subview's node itself, and counts them placed; only while
  /// the layout places.
  func placeAll(_ place: () -> Void) {
    guard let first, first.placement.isPlacing else { return }
    place()
    for subview in self { subview.placement.placed.insert(ObjectIdentifier(subview.node)) }
  }
}
