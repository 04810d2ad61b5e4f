/// What a collapsed `NavigationSplitView` keeps: how many of its columns are pushed, and how
/// to clear the choice that pushed each.
final class SplitColumnState {
  /// The split view's node, updated again when a column is pushed or popped.
  var node: NodeReference?
  /// The split view's columns: 2 or 3.
  var count = 2
  /// The app's binding to the top column, when it gave one.
  var preferred: Binding<NavigationSplitViewColumn>?
  /// The top column's place in the stack when the app gave no binding: 0 the sidebar.
  private var ownTop = 0
  /// What clears the choice that pushed the column at each place.
  private var clears: [Int: () -> Void] = [:]

  /// The top column's place in the stack: 0 the sidebar, then each column pushed.
  var top: Int {
    guard let preferred else { return ownTop }
    return place(of: preferred.wrappedValue)
  }

  /// The place in the stack of `column`: the content stands for the detail in two columns.
  private func place(of column: NavigationSplitViewColumn) -> Int {
    min(max(column.position, 0), count - 1)
  }

  /// The column at `place` in the stack.
  private func column(at place: Int) -> NavigationSplitViewColumn {
    if place <= 0 { return .sidebar }
    return place >= count - 1 ? .detail : .content
  }

  /// Makes the column at `place` the top one.
  private func setTop(_ place: Int) {
    if let preferred {
      preferred.wrappedValue = column(at: place)
    } else {
      ownTop = place
    }
    if let node = node?.node { node.graph.invalidate(node) }
  }

  /// Whether the column at `place` is pushed; set false when it is popped (back, `dismiss`),
  /// which clears the choice that pushed it and those above.
  func isShown(_ place: Int) -> Binding<Bool> {
    Binding(
      get: { [weak self] in (self?.top ?? 0) >= place },
      set: { [weak self] shown in
        guard let self, !shown, top >= place else { return }
        for above in clears.keys.sorted(by: >) where above >= place {
          clears.removeValue(forKey: above)?()
        }
        setTop(place - 1)
      })
  }

  /// What a choice in the column before `place` does: pushes the column at `place`.
  func advance(to place: Int) -> SplitColumnAdvance {
    SplitColumnAdvance { [weak self] clear in
      guard let self else { return }
      clears[place] = clear
      if top < place { setTop(place) }
    }
  }
}
