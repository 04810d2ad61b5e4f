nonisolated extension View {
  /// This view sized, on `axes`, to its container (the nearest scroll view's visible size, or
  /// the window's).
  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center)
    -> some View
  {
    modifier(
      _ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in length })
  }

  /// This view sized, on `axes`, to `span` of `count` equal parts of its container, `spacing`
  /// apart: `(container − spacing × (count − 1)) / count × span + spacing × (span − 1)`.
  public func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
  ) -> some View {
    let parts = CGFloat(max(count, 1))
    let taken = CGFloat(min(max(span, 1), max(count, 1)))
    return modifier(
      _ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in
        (length - spacing * (parts - 1)) / parts * taken + spacing * (taken - 1)
      })
  }

  /// This view sized, on `axes`, to what `length(containerLength, axis)` returns.
  public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center,
    _ length: @escaping (CGFloat, Axis) -> CGFloat
  ) -> some View {
    modifier(_ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: length))
  }
}

/// The modifier `containerRelativeFrame` applies.
///
/// Public so that an app's code sees the type behind the `some View` it returns (a hidden
/// type is looked up at run time on every call); not for use in an app's own code.
nonisolated public struct _ContainerRelativeFrameModifier: PrimitiveModifier, NodeLayout {
  /// Never evaluated: the surface lays out and draws the modifier itself.
  public func body(content: Content) -> Never { primitiveBody(of: Self.self) }
  let axes: Axis.Set
  let alignment: Alignment
  let length: (CGFloat, Axis) -> CGFloat

  func update(_ node: ViewNode) { node.layout = self }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let container = node.containerSize
    let width = axes.contains(.horizontal) ? length(container.width, .horizontal) : nil
    let height = axes.contains(.vertical) ? length(container.height, .vertical) : nil
    let child = node.contentSize(
      for: ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height))
    return CGSize(width: width ?? child.width, height: height ?? child.height)
  }

  func placeChildren(in size: CGSize, node: ViewNode) {
    node.placeContent(in: CGRect(origin: .zero, size: size), alignment: alignment)
  }
}
