/// The navigation bar's items (inert: no navigation bar is drawn).
public struct NavigationBarItem {
  /// How the navigation bar shows its title (inert: no bar is drawn).
  public enum TitleDisplayMode: Hashable, Sendable {
    /// As the stack's previous view did.
    case automatic
    /// A small title in the bar.
    case inline
    /// A large title below the bar.
    case large
  }
}
