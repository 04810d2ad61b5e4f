/// The children of a `_VariadicView.Tree`'s content, in declared order, each identified by an
/// `AnyHashable` as in SwiftUI (where iOS 18's ``SubviewsCollection`` gives ``Subview/ID``).
///
/// A child's id is its identity in the content: where it was declared, and the id of each
/// `ForEach` element on the way. Equal ids are the same child from one update to the next.
nonisolated public struct _VariadicView_Children: RandomAccessCollection, View {
  /// One child: its view, and its identity.
  nonisolated public struct Element: View, Identifiable {
    let subview: Subview
    /// The child's identity in the content.
    public var id: AnyHashable { AnyHashable(subview.id) }
    /// The child's view, as it was declared.
    public var body: some View { subview }
  }

  let subviews: SubviewsCollection

  /// The first position, 0.
  public var startIndex: Int { 0 }
  /// The position after the last child: their count.
  public var endIndex: Int { subviews.count }
  /// The child at `position`.
  public subscript(position: Int) -> Element { Element(subview: subviews[position]) }

  /// The children, one after another.
  public var body: some View { ForEach(self) { $0 } }
}
