// MARK: - Elements a statement names

extension GestureScript {
  /// An element of a scene's collection view that a statement aims at instead of a point
  /// (`item 3 in strip`): the item at index `item` of section 0 of the view called `view`.
  ///
  /// The element is found when the statement starts, in the scene's layout at that moment, by
  /// a ``GestureElementLocator``; the finger goes to the centre of the element's visible part.
  public struct ElementTarget: Hashable, Sendable, CustomStringConvertible {
    /// The item's index in section 0.
    public var item: Int
    /// The collection view's name in traces, such as `strip` or `left`.
    public var view: String

    /// Creates a target.
    public init(item: Int, in view: String) {
      self.item = item
      self.view = view
    }

    /// `item 3 in strip`.
    public var description: String { "item \(item) in \(view)" }
  }
}
