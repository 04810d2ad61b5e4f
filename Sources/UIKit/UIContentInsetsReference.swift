/// Which insets of the collection view a compositional layout's content is inset from.
///
/// ``automatic`` and ``safeArea`` give no insets (ours: the safe area's left and right, zero in
/// portrait, are not added);
/// ``layoutMargins`` and ``readableContent`` give the collection view's layout margins (ours for
/// `readableContent`: the readable width is not modelled).
public enum UIContentInsetsReference: Int, Hashable, Sendable {
  /// The system's choice (the safe area).
  case automatic = 0
  /// No insets.
  case none = 1
  /// The safe area.
  case safeArea = 2
  /// The layout margins.
  case layoutMargins = 3
  /// The readable content guide.
  case readableContent = 4
}
