/// Some of a ``SubviewsCollection``'s subviews (iOS 18): `dropFirst()`, `prefix(_:)`, a range.
///
/// They keep their positions in the whole collection. It is a view too, as the collection is.
nonisolated public struct SubviewsCollectionSlice: RandomAccessCollection, View {
  let base: SubviewsCollection
  let bounds: Range<Int>

  /// The first position: where the slice starts in the whole collection.
  public var startIndex: Int { bounds.lowerBound }
  /// The position after the slice's last subview.
  public var endIndex: Int { bounds.upperBound }
  /// The subview at `position` of the whole collection.
  public subscript(position: Int) -> Subview { base[position] }
  /// The subviews from `bounds`.
  public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
    SubviewsCollectionSlice(base: base, bounds: bounds)
  }

  /// The subviews, one after another.
  public var body: some View { ForEach(self) { $0 } }
}
