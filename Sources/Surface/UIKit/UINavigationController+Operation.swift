extension UINavigationController {
  /// What a navigation transition does, as a delegate's animator is asked for it.
  public enum Operation: Int, Hashable, Sendable {
    /// Neither (a stack replaced without a change of top).
    case none
    /// A controller goes on top.
    case push
    /// The top controller leaves.
    case pop
  }
}
