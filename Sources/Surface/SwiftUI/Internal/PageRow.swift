import UIKit

/// A page-style `TabView`'s pages: each view of its content a page as wide as the scroll view,
/// side by side from the leading edge.
nonisolated struct PageRow<Content: View>: View, PrimitiveView {
  let content: Content
  var body: Never { primitiveBody(of: Self.self) }

  func update(_ node: ViewNode) {
    node.role = .view
    node.layout = PageRowLayout()
    node.updateChild(key: 0, with: content)
  }
}

/// Pages the scroll view's size: its width each, its height (or the tallest page's where the
/// height is not proposed); each page's view centred in its page, as on iOS.
struct PageRowLayout: NodeLayout {
  var rendersBeyondUpdates: Bool { true }
  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let page = pageWidth(node, proposal: proposal)
    let pages = node.layoutChildren
    let height =
      proposal.height
      ?? pages.map { $0.sizeThatFits(ProposedViewSize(width: page, height: nil)).height }
      .max() ?? 0
    return CGSize(width: page * CGFloat(pages.count), height: height)
  }

  func placeChildren(in size: CGSize, node: ViewNode) {
    let page = pageWidth(node, proposal: ProposedViewSize(size))
    for (index, child) in node.layoutChildren.enumerated() {
      let rect = CGRect(x: page * CGFloat(index), y: 0, width: page, height: size.height)
      [child].placeGroup(in: rect, alignment: .center)
    }
  }

  /// Keeps the page shown when the scroll view's width changes at rest (a rotation), as a paging
  /// scroll view on iOS keeps its page: the same page index at the new width.
  func render(_ view: UIView, node: ViewNode) {
    guard let scroll = node.enclosingScrollView,
      let scrollView = scroll.platformView as? UIScrollView
    else { return }
    let state = node.modifierState(PageRowState.self) { PageRowState() }
    let width = scrollView.bounds.width
    defer { state.width = width }
    let coordinator = scroll.modifierState(ScrollCoordinator.self) { ScrollCoordinator() }
    guard let old = state.width, old > 0, old != width, width > 0, coordinator.phase == .idle
    else { return }
    let index = (scrollView.contentOffset.x / old).rounded()
    let x = coordinator.clamped(
      CGPoint(x: index * width, y: scrollView.contentOffset.y), in: scrollView)
    if x != scrollView.contentOffset { scrollView.contentOffset = x }
  }

  /// The scroll view's width (its content is proposed no width).
  private func pageWidth(_ node: ViewNode, proposal: ProposedViewSize) -> CGFloat {
    let width = node.enclosingScrollView?.frame.width ?? proposal.width ?? 0
    return width.isFinite ? max(width, 0) : 0
  }
}

/// The width a page row last drew its pages at.
final class PageRowState {
  var width: CGFloat?
}
