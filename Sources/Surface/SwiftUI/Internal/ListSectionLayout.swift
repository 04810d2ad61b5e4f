import UIKit

/// `Section`: in a list, its header, rows and footer where the list's style puts them; elsewhere
/// stacked vertically, as a `VStack` of them.
struct ListSectionLayout: NodeLayout {
  /// In a list, a section's header, rows and footer are cells, made as they scroll into view.
  func makesRowsLazily(_ node: ViewNode) -> Bool { node.environment.listAppearance != nil }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let parts = self.parts(node)
    guard let appearance = node.environment.listAppearance else {
      return StackedLayout.vertical.size(of: parts.all, for: proposal)
    }
    let width = proposal.width ?? node.enclosingScrollView?.frame.width ?? 0
    let height = ListMetrics(appearance: appearance).height(
      header: parts.header, rows: parts.rows, footer: parts.footer, width: width)
    return CGSize(width: width, height: height)
  }

  func placeChildren(in size: CGSize, node: ViewNode) {
    let parts = self.parts(node)
    guard let appearance = node.environment.listAppearance else {
      StackedLayout.vertical.place(parts.all, in: CGRect(origin: .zero, size: size))
      return
    }
    ListMetrics(appearance: appearance).place(
      header: parts.header, rows: parts.rows, footer: parts.footer, width: size.width)
  }

  private func parts(_ node: ViewNode) -> (
    header: [ViewNode], rows: [ViewNode], footer: [ViewNode], all: [ViewNode]
  ) {
    let header = node.layoutNodes(ofChild: 0)
    let rows = node.layoutNodes(ofChild: 1)
    let footer = node.layoutNodes(ofChild: 2)
    return (header, rows, footer, header + rows + footer)
  }
}
