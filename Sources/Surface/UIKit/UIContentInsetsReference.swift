/// Which insets of the collection view a compositional layout's content is inset from.
///
/// ``safeArea`` gives the safe area across the scroll direction that the collection view's
/// adjusted content inset does not hold; ``automatic`` gives none (ours: UIKit's choice is not
/// documented; for a vertical layout in portrait it makes no difference);
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
