nonisolated extension View {
  /// This view with `length` (16 pt when nil: `padding`'s default, ours) added to its safe area
  /// on `edges`.
  ///
  /// Around a scroll view (`ScrollView`, `List`), the length is added to its content insets: the
  /// scroll view keeps its size, its content starts inside the insets and scrolls through them
  /// (a carousel's neighbouring cards show in the padding, and a drag there scrolls). Around any
  /// other view the length is taken off its content as `padding` takes it (ours: the surface
  /// keeps the safe area at the root).
  public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    safeAreaPadding(EdgeInsets(edges, length ?? _PaddingModifier.defaultLength))
  }

  /// This view with `length` added to its safe area on every edge, as
  /// ``safeAreaPadding(_:_:)``.
  public func safeAreaPadding(_ length: CGFloat) -> some View { safeAreaPadding(.all, length) }

  /// This view with `insets` added to its safe area, as ``safeAreaPadding(_:_:)``.
  public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
    modifier(SafeAreaPaddingModifier(insets: insets))
  }
}
