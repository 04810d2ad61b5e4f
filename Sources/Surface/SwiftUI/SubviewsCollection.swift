/// The subviews of a view, in the order declared (iOS 18): ``ForEach/init(subviews:content:)``
/// and ``Group/init(subviews:transform:)`` give them.
///
/// At most as many subviews as the view graph holds (50,000): a `ForEach` over more stops there,
/// and the views made from them are reported as a `ForEach` of as many would be (ours).
///
/// It is a view too: its subviews, each keeping its identity, laid out by the container it is in.
nonisolated public struct SubviewsCollection: RandomAccessCollection, View {
  let subviews: [Subview]

  /// The subviews `view` declares, at `path`.
  init(_ view: some View, path: [ChildKey] = []) {
    var list = SubviewList()
    list.add(view, path: path)
    subviews = list.subviews
  }

  init(_ subviews: [Subview]) { self.subviews = subviews }

  /// The first position, 0.
  public var startIndex: Int { 0 }
  /// The position after the last subview: their count.
  public var endIndex: Int { subviews.count }
  /// The subview at `position`.
  public subscript(position: Int) -> Subview { subviews[position] }

  /// The subviews from `bounds`.
  public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
    SubviewsCollectionSlice(base: self, bounds: bounds)
  }

  /// The subviews, one after another.
  public var body: some View { ForEach(self) { $0 } }
}
