nonisolated extension View {
  /// This view, laid out as before but not shown: nothing of it is drawn and touches pass
  /// through it.
  public func hidden() -> some View { modifier(HiddenModifier()) }
}

/// `hidden()`: the content keeps its layout; its view is hidden, so neither it nor anything in
/// it is hit.
nonisolated struct HiddenModifier: PrimitiveModifier, PassThroughLayout {
  func update(_ node: ViewNode) { node.layout = self }
  func render(_ view: UIView, node: ViewNode) {
    if !view.isHidden { view.isHidden = true }
  }
}
