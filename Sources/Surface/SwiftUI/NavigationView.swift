/// SwiftUI's navigation container before ``NavigationStack``: its content in a stack that
/// `NavigationLink(destination:)` pushes onto.
nonisolated public struct NavigationView<Content: View>: View {
  let content: Content

  /// A navigation view over `content`.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// The content in a navigation stack.
  public var body: some View { NavigationStack { content } }
}

/// How a navigation view lays out its columns (inert: one stack on the surface).
public protocol NavigationViewStyle {}

/// One column, as on an iPhone (inert).
public struct StackNavigationViewStyle: NavigationViewStyle {
  /// The stack style.
  public init() {}
}

/// The platform's default (inert).
public struct DefaultNavigationViewStyle: NavigationViewStyle {
  /// The default style.
  public init() {}
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
  /// One column (inert).
  public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  /// The platform's default (inert).
  public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

nonisolated extension View {
  /// How navigation views inside lay out (inert).
  public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
  /// The navigation bar's title (inert: no title is drawn).
  public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { self }
  /// The navigation bar's title (inert: no title is drawn) and how it shows, as
  /// ``View/navigationBarTitleDisplayMode(_:)``.
  public func navigationBarTitle<S: StringProtocol>(
    _ title: S, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View { navigationBarTitleDisplayMode(displayMode) }
  /// The navigation bar's title as a text (inert: no title is drawn).
  public func navigationBarTitle(_ title: Text) -> some View { self }
  /// The navigation bar's title as a text (inert: no title is drawn) and how it shows, as
  /// ``View/navigationBarTitleDisplayMode(_:)``.
  public func navigationBarTitle(
    _ title: Text, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View { navigationBarTitleDisplayMode(displayMode) }
  /// Hides the navigation bar, or shows it, while the view is shown.
  public func navigationBarHidden(_ hidden: Bool) -> some View {
    modifier(BarVisibilityModifier(visibility: hidden ? .hidden : .visible, bars: [.navigationBar]))
  }
  /// Hides the back button (inert: no bar is drawn).
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }
}
