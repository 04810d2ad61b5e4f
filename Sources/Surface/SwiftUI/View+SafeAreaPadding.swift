extension View {
  /// This view with `length` (16 pt when nil: `padding`'s default, ours) added to its safe area
  /// on `edges`.
  ///
  /// Modelled as padding: the surface keeps the safe area at the root, so the space is taken
  /// off the view's content as `padding` takes it (ours).
  public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    modifier(_PaddingModifier(insets: EdgeInsets(edges, length ?? _PaddingModifier.defaultLength)))
  }

  /// This view with `length` added to its safe area on every edge (modelled as padding).
  public func safeAreaPadding(_ length: CGFloat) -> some View { safeAreaPadding(.all, length) }

  /// This view with `insets` added to its safe area (modelled as padding).
  public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
    modifier(_PaddingModifier(insets: insets))
  }
}
