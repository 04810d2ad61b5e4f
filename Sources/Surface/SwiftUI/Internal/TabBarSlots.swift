/// The tab bar's slots, not drawn.
///
/// As many as tabs, of equal width across the bar, as UIKit's tab bar fills its width with its
/// items on an iPhone (`UITabBar.ItemPositioning.fill`). A tap selects the tab of the slot it
/// lands in, the tabs counted when it lands.
nonisolated struct TabBarSlots: View {
  /// The tab view's node.
  let tabView: NodeReference
  let select: (Int) -> Void
  var body: some View {
    GeometryReader { proxy in
      Color.clear.contentShape(Rectangle())
        .onTapGesture { location in
          guard let count = tabView.node?.layoutNodes(ofChild: 0).count, count > 0,
            proxy.size.width > 0
          else { return }
          let slot = Int((location.x / proxy.size.width * CGFloat(count)).rounded(.down))
          select(min(max(slot, 0), count - 1))
        }
    }
  }
}
