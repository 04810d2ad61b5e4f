/// The subviews of a view, in the order declared (iOS 18): ``ForEach/init(subviews:content:)``
/// and ``Group/init(subviews:transform:)`` give them.
///
/// At most as many subviews as the view graph holds (50,000): a `ForEach` over more stops there,
/// and the views made from them are reported as a `ForEach` of as many would be (ours).
public struct SubviewsCollection: RandomAccessCollection {
  let subviews: [Subview]

  /// The subviews `view` declares.
  init(_ view: some View) {
    var list = SubviewList()
    list.add(view, path: [])
    subviews = list.subviews
  }

  /// The first position, 0.
  public var startIndex: Int { 0 }
  /// The position after the last subview: their count.
  public var endIndex: Int { subviews.count }
  /// The subview at `position`.
  public subscript(position: Int) -> Subview { subviews[position] }
}
