import UIKit

/// A tab-bar-style `TabView`'s content and its bar: every tab is kept (with its state), the
/// selected one shown above the bar and the others hidden, as a tab bar controller keeps its
/// tabs; a tap on the bar's slot for a tab selects it.
nonisolated struct SelectedTab<Content: View>: View, PrimitiveView {
  /// The binding's value, nil without a binding.
  let selected: AnyHashable?
  /// Writes a tab's tag to the binding; false when it cannot (no binding, another type).
  let select: (AnyHashable?) -> Bool
  let content: Content
  var body: Never { primitiveBody(of: Self.self) }

  func update(_ node: ViewNode) {
    node.role = .view
    // Kept so that a choice on the bar updates the tab view again.
    node.lastView = self
    let settings = node.modifierState(TabBarSettings.self) { TabBarSettings() }
    let chosen = node.modifierState(TabChoice.self) { TabChoice() }
    var values = node.environment
    values.tabBarSettings = settings
    node.childEnvironment = values
    node.updateChild(key: 0, with: content)
    let select = select
    let bar = TabBarSlots(tabView: node.reference) { [reference = node.reference] index in
      guard let node = reference.node else { return }
      let tabs = node.layoutNodes(ofChild: 0)
      guard tabs.indices.contains(index) else { return }
      chosen.index = index
      // A binding's owner updates the tab view; without one the choice is the tab view's own.
      if !select(tabs[index].tag) { node.graph.invalidate(node) }
    }
    node.updateChild(key: 1, with: bar)
    node.layout = SelectedTabLayout(selected: selected, chosen: chosen, settings: settings)
  }
}

/// As large as offered (the selected tab's size where nothing is offered); each tab laid out
/// above the bar (in the whole view when the tab hides the bar or ignores the safe area), all
/// but the selected one hidden; the bar along the bottom.
struct SelectedTabLayout: NodeLayout {
  var rendersBeyondUpdates: Bool { true }
  let selected: AnyHashable?
  let chosen: TabChoice
  let settings: TabBarSettings

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    if let width = proposal.width, let height = proposal.height {
      return CGSize(width: width, height: height)
    }
    let shown = selectedTab(node).map { [$0] } ?? []
    let size = shown.isEmpty ? .zero : shown.groupSize(for: proposal)
    return CGSize(width: proposal.width ?? size.width, height: proposal.height ?? size.height)
  }

  func placeChildren(in size: CGSize, node: ViewNode) {
    let bar = barHeight(below: selectedTab(node), in: size)
    let whole = CGRect(origin: .zero, size: size)
    let above = CGRect(x: 0, y: 0, width: size.width, height: size.height - bar)
    for tab in node.layoutNodes(ofChild: 0) {
      let underBar = tab.ignoredSafeAreaEdgesAtTop.contains(.bottom)
      [tab].placeGroup(in: underBar ? whole : above, alignment: .center)
    }
    let slots = node.layoutNodes(ofChild: 1)
    if !slots.isEmpty {
      slots.placeGroup(
        in: CGRect(x: 0, y: size.height - bar, width: size.width, height: bar), alignment: .center)
    }
  }

  func render(_ view: UIView, node: ViewNode) {
    let shown = selectedTab(node)
    for child in node.layoutNodes(ofChild: 0) {
      // The tab's view is made here, before the graph draws it, so it is never shown at once.
      let childView = child.platformView ?? child.layout.makePlatformView(for: child)
      child.platformView = childView
      let hidden = child !== shown
      if childView.isHidden != hidden { childView.isHidden = hidden }
    }
    let barHidden = barHeight(below: shown, in: node.frame.size) == 0
    for slots in node.layoutNodes(ofChild: 1) {
      let slotsView = slots.platformView ?? slots.layout.makePlatformView(for: slots)
      slots.platformView = slotsView
      if slotsView.isHidden != barHidden { slotsView.isHidden = barHidden }
    }
  }

  /// The bar's height under the tab `shown`: none when it hides the bar.
  private func barHeight(below shown: ViewNode?, in size: CGSize) -> CGFloat {
    guard let shown, !settings.isHidden(in: shown) else { return 0 }
    return min(TabBarSettings.height, max(size.height, 0))
  }

  /// The tab whose tag is the selection, else the one a tap chose, else the first (ours).
  func selectedTab(_ node: ViewNode) -> ViewNode? {
    let tabs = node.layoutNodes(ofChild: 0)
    if let selected, let tagged = tabs.first(where: { $0.tag == selected }) { return tagged }
    if let index = chosen.index, tabs.indices.contains(index) { return tabs[index] }
    return tabs.first
  }
}
