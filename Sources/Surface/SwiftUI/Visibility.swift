/// Whether an element a view's modifier controls shows.
public enum Visibility: Hashable, Sendable, CaseIterable {
  /// As the platform chooses.
  case automatic
  /// Shown.
  case visible
  /// Hidden.
  case hidden
}
