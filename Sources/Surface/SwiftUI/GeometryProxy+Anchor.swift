extension GeometryProxy {
  /// The value of `anchor` in this view's coordinates.
  ///
  /// Apple: "Resolves the value of an anchor to the container view." The anchored view's
  /// bounds are moved by where this view lies from it, both measured in the hosting view.
  public subscript<T>(anchor: Anchor<T>) -> T {
    anchor.value(from: frame(in: .global).origin)
  }
}
