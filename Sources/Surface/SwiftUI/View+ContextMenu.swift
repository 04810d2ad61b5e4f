nonisolated extension View {
  /// The menu a long press on the view opens (inert: the menu and its preview are not shown
  /// headless; the press reaches the view's other gestures as without the menu, ours).
  public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
    self
  }

  /// The menu a long press on the view opens, with `preview` above it (inert, as
  /// ``contextMenu(menuItems:)``).
  public func contextMenu<M: View, P: View>(
    @ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P
  ) -> some View { self }

  /// The menu a long press on a list's rows opens for the rows of `itemType` ids it holds, and
  /// what a primary action on them runs (iOS 16; inert, as ``contextMenu(menuItems:)``).
  public func contextMenu<I: Hashable, M: View>(
    forSelectionType itemType: I.Type = I.self, @ViewBuilder menu: @escaping (Set<I>) -> M,
    primaryAction: ((Set<I>) -> Void)? = nil
  ) -> some View { self }

  /// How the menus inside are drawn (inert: a menu is its label, in every style).
  public func menuStyle<S: MenuStyle>(_ style: S) -> some View { self }
}

/// How a ``Menu`` is drawn (inert).
public protocol MenuStyle {}

/// The platform's menu style (inert).
public struct DefaultMenuStyle: MenuStyle, Sendable {
  /// The default style.
  public init() {}
}

/// A menu drawn as a button (inert).
public struct ButtonMenuStyle: MenuStyle, Sendable {
  /// The button style.
  public init() {}
}

extension MenuStyle where Self == DefaultMenuStyle {
  /// The platform's style.
  public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
  /// A menu drawn as a button.
  public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

/// A menu drawn as a button without a border (inert).
public struct BorderlessButtonMenuStyle: MenuStyle, Sendable {
  /// The borderless style.
  public init() {}
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
  /// A menu drawn as a button without a border.
  public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}
