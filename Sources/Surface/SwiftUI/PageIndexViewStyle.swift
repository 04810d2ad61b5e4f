/// The page dots of a paged `TabView` (inert: not drawn).
public struct PageIndexViewStyle: IndexViewStyle {
  /// When the dots have a background behind them.
  public struct BackgroundDisplayMode: Sendable {
    private let name: String
    /// The platform's choice.
    public static let automatic = BackgroundDisplayMode(name: "automatic")
    /// Always.
    public static let always = BackgroundDisplayMode(name: "always")
    /// While the dots are touched.
    public static let interactive = BackgroundDisplayMode(name: "interactive")
    /// Never.
    public static let never = BackgroundDisplayMode(name: "never")
  }

  /// The dots, with a background as `backgroundDisplayMode` says.
  public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {}
}

extension IndexViewStyle where Self == PageIndexViewStyle {
  /// The page dots.
  public static var page: PageIndexViewStyle { PageIndexViewStyle() }
  /// The page dots, with a background as `backgroundDisplayMode` says.
  public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode)
    -> PageIndexViewStyle
  { PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode) }
}
