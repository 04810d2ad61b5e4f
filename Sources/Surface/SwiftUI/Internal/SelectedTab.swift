import UIKit

/// A tab-bar-style `TabView`'s content: every tab is kept (with its state), the selected one
/// shown filling the view and the others hidden, as a tab bar controller keeps its tabs.
struct SelectedTab<Content: View>: View, PrimitiveView {
  let selected: AnyHashable?
  let content: Content
  var body: Never { primitiveBody(of: Self.self) }

  func update(_ node: ViewNode) {
    node.role = .view
    node.layout = SelectedTabLayout(selected: selected)
    node.updateChild(key: 0, with: content)
  }
}

/// As large as offered (the selected tab's size where nothing is offered); each tab laid out in
/// the whole view, all but the selected one hidden.
struct SelectedTabLayout: NodeLayout {
  let selected: AnyHashable?

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    if let width = proposal.width, let height = proposal.height {
      return CGSize(width: width, height: height)
    }
    let shown = selectedTab(node).map { [$0] } ?? []
    let size = shown.isEmpty ? .zero : shown.groupSize(for: proposal)
    return CGSize(width: proposal.width ?? size.width, height: proposal.height ?? size.height)
  }

  func placeChildren(in size: CGSize, node: ViewNode) {
    for child in node.layoutChildren {
      [child].placeGroup(in: CGRect(origin: .zero, size: size), alignment: .center)
    }
  }

  func render(_ view: UIView, node: ViewNode) {
    let shown = selectedTab(node)
    for child in node.layoutChildren {
      // The tab's view is made here, before the graph draws it, so it is never shown at once.
      let childView = child.platformView ?? child.layout.makePlatformView(for: child)
      child.platformView = childView
      let hidden = child !== shown
      if childView.isHidden != hidden { childView.isHidden = hidden }
    }
  }

  /// The tab whose tag is the selection, else the first (ours).
  func selectedTab(_ node: ViewNode) -> ViewNode? {
    let tabs = node.layoutChildren
    if let selected, let tagged = tabs.first(where: { $0.tag == selected }) { return tagged }
    return tabs.first
  }
}
