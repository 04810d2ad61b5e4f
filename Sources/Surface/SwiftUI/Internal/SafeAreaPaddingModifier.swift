/// `safeAreaPadding`: around a scroll view, insets added to its safe area, which it takes as
/// content insets while it keeps its size (its content scrolls through the padding, which still
/// takes touches); around any other view, padding.
nonisolated struct SafeAreaPaddingModifier: PrimitiveModifier, NodeLayout, SafeAreaInsetTaking {
  let insets: EdgeInsets
  var wrapsOneView: Bool { true }

  private var padding: _PaddingModifier { _PaddingModifier(insets: insets) }

  func update(_ node: ViewNode) { node.layout = self }

  func takesSafeAreaInset(_ node: ViewNode) -> Bool { node.safeAreaInsetTaker != nil }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    guard node.safeAreaInsetTaker != nil else { return padding.sizeThatFits(proposal, node: node) }
    return node.layoutNodes(ofChild: 0).groupSize(for: proposal)
  }

  func placeChildren(in size: CGSize, node: ViewNode) {
    guard let taker = node.safeAreaInsetTaker else {
      return padding.placeChildren(in: size, node: node)
    }
    // The insets the modifiers around this one passed, and this one's.
    let received = node.receivedSafeAreaInsets
    taker.modifierState(ReceivedSafeAreaInsets.self) { ReceivedSafeAreaInsets() }.insets =
      EdgeInsets(
        top: received.top + insets.top, leading: received.leading + insets.leading,
        bottom: received.bottom + insets.bottom, trailing: received.trailing + insets.trailing)
    node.layoutNodes(ofChild: 0).placeGroup(
      in: CGRect(origin: .zero, size: size), alignment: .center)
  }
}
