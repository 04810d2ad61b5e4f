/// A view that takes part in safe-area insetting: it keeps its full size under a
/// `safeAreaInset` and takes the inset in.
protocol SafeAreaInsetTaking {
  /// Whether the modifier's node keeps its full size under an outer `safeAreaInset`.
  func takesSafeAreaInset(_ node: ViewNode) -> Bool
}

extension ViewNode {
  /// The node under this modifier's view (its child 0) that takes safe-area insets in: the
  /// scroll view (through pass-through modifiers) or a modifier that passes them on to one; nil
  /// when the view is laid out in the space that is left.
  var safeAreaInsetTaker: ViewNode? {
    let main = layoutNodes(ofChild: 0)
    guard main.count == 1 else { return nil }
    for current in main[0].passThroughChain {
      if current.laysOutScrollView { return current }
      if let taking = current.layout as? any SafeAreaInsetTaking {
        return taking.takesSafeAreaInset(current) ? current : nil
      }
    }
    return nil
  }
}
