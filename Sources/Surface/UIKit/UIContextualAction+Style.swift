extension UIContextualAction {
  /// How a contextual action looks and what it does to its row.
  public enum Style: Int, Sendable {
    /// A plain action.
    case normal
    /// An action that deletes its row's data: its row is removed when the handler deletes it.
    case destructive
  }
}
