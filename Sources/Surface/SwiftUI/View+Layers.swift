nonisolated extension View {
  /// `content` behind this view, offered this view's size and aligned by `alignment`; this view
  /// keeps its own size.
  public func background<Background: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> Background
  ) -> some View {
    modifier(LayerModifier(layer: content(), alignment: alignment, isBehind: true))
  }
  /// `background` behind this view, filling its frame.
  public func background<Background: View>(_ background: Background, alignment: Alignment = .center)
    -> some View
  {
    modifier(LayerModifier(layer: background, alignment: alignment, isBehind: true))
  }
  /// `content` in front of this view, offered this view's size and aligned by `alignment`.
  public func overlay<Overlay: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> Overlay
  ) -> some View {
    modifier(LayerModifier(layer: content(), alignment: alignment, isBehind: false))
  }
  /// `overlay` in front of this view, filling its frame.
  public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center)
    -> some View
  {
    modifier(LayerModifier(layer: overlay, alignment: alignment, isBehind: false))
  }
}

/// A background or an overlay: the modified view sizes the pair; the layer is offered that size.
nonisolated struct LayerModifier<Layer: View>: PrimitiveModifier, NodeLayout {
  /// The layer's key under the node (the modified view's is 0).
  static var layerKey: ChildKey { 1 }
  let layer: Layer
  let alignment: Alignment
  let isBehind: Bool

  func update(_ node: ViewNode) {
    node.layout = self
    // Drawn in the order updated: a background first, an overlay after the view.
    if isBehind { node.updateChild(key: Self.layerKey, with: layer) }
  }

  func updateAfterContent(_ node: ViewNode) {
    if !isBehind { node.updateChild(key: Self.layerKey, with: layer) }
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    node.layoutNodes(ofChild: 0).groupSize(for: proposal)
  }

  func placeChildren(in size: CGSize, node: ViewNode) {
    let rect = CGRect(origin: .zero, size: size)
    node.layoutNodes(ofChild: 0).placeGroup(
      in: rect, alignment: .center, rightToLeft: node.isRightToLeft)
    node.layoutNodes(ofChild: Self.layerKey).placeGroup(
      in: rect, alignment: alignment, rightToLeft: node.isRightToLeft)
  }
}
