/// A view that takes part in safe-area insetting: it keeps its full size under a
/// `safeAreaInset` and takes the inset in.
protocol SafeAreaInsetTaking {
  /// Whether the modifier's node keeps its full size under an outer `safeAreaInset`.
  func takesSafeAreaInset(_ node: ViewNode) -> Bool
}
