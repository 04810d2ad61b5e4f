/// The safe-area insets a `safeAreaInset` modifier passed to the view it wraps when that view
/// keeps its full size (a scroll view, or another `safeAreaInset` around one): a scroll view
/// adds them to its content insets; a `safeAreaInset` places its own content inside them.
final class ReceivedSafeAreaInsets {
  var insets = EdgeInsets()
}

extension ViewNode {
  /// The insets a `safeAreaInset` around the node passed it in this layout pass (zero if none).
  var receivedSafeAreaInsets: EdgeInsets {
    (modifierState[ObjectIdentifier(ReceivedSafeAreaInsets.self)] as? ReceivedSafeAreaInsets)?
      .insets ?? EdgeInsets()
  }
}
