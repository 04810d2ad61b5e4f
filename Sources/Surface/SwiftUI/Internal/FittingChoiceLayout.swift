/// `ViewThatFits`: the first layout child whose ideal size, on the constrained axes, is within
/// the proposal (else the last) sizes and fills the node; the others are placed with it but
/// hidden, so they are neither shown nor hit (Apple: "the first child whose ideal size on the
/// constrained axes fits within the proposed size").
struct FittingChoiceLayout: NodeLayout {
  var rendersBeyondUpdates: Bool { true }
  let axes: Axis.Set

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    choice(among: node.layoutChildren, for: proposal)?.sizeThatFits(proposal) ?? .zero
  }

  func placeChildren(in size: CGSize, node: ViewNode) {
    let children = node.layoutChildren
    let proposal = ProposedViewSize(size)
    let chosen = choice(among: children, for: proposal)
    node.modifierState(FittingChoice.self) { FittingChoice() }.chosen = chosen.map(
      ObjectIdentifier.init)
    let rect = CGRect(origin: .zero, size: size)
    for child in children {
      child.place(in: Alignment.center.place(child.sizeThatFits(proposal), in: rect))
    }
  }

  func makePlatformView(for node: ViewNode) -> UIView { FittingChoiceView(node: node) }

  func render(_ view: UIView, node: ViewNode) {
    let chosen = node.modifierState(FittingChoice.self) { FittingChoice() }.chosen
    for child in node.layoutChildren {
      child.platformView?.isHidden = ObjectIdentifier(child) != chosen
    }
  }

  /// The child shown for `proposal`.
  private func choice(among children: [ViewNode], for proposal: ProposedViewSize) -> ViewNode? {
    let measuring = ProposedViewSize(
      width: axes.contains(.horizontal) ? nil : proposal.width,
      height: axes.contains(.vertical) ? nil : proposal.height)
    let fitting = children.first { child in
      let ideal = child.sizeThatFits(measuring)
      return fits(ideal.width, in: proposal.width, on: .horizontal)
        && fits(ideal.height, in: proposal.height, on: .vertical)
    }
    return fitting ?? children.last
  }

  private func fits(_ length: CGFloat, in offered: CGFloat?, on axis: Axis.Set) -> Bool {
    guard axes.contains(axis), let offered else { return true }
    return length <= offered
  }
}

/// The child a `ViewThatFits` shows, after its last placement.
final class FittingChoice { var chosen: ObjectIdentifier? }

/// A `ViewThatFits`' view: a child's view added while not chosen is hidden at once.
final class FittingChoiceView: NodeView {
  override func didAddSubview(_ subview: UIView) {
    super.didAddSubview(subview)
    guard let node, let child = (subview as? NodeView)?.node else { return }
    let chosen = node.modifierState(FittingChoice.self) { FittingChoice() }.chosen
    if ObjectIdentifier(child) != chosen { subview.isHidden = true }
  }
}
