/// How a sheet is sized on a wide screen (iOS 18): on an iPhone a sheet is as wide as the
/// screen whatever its sizing, so every sizing is kept and none changes the sheet (inert).
///
/// A struct of SwiftUI's values, where SwiftUI declares a protocol: an app's
/// `.presentationSizing(.form.fitted(horizontal: false, vertical: true))` compiles unchanged.
public struct PresentationSizing: Sendable, Equatable {
  /// What tells the sizings apart.
  let name: String

  /// The platform's default sizing.
  public static let automatic = PresentationSizing(name: "automatic")
  /// A form's size on a wide screen.
  public static let form = PresentationSizing(name: "form")
  /// A page's size on a wide screen.
  public static let page = PresentationSizing(name: "page")
  /// The size of the sheet's content.
  public static let fitted = PresentationSizing(name: "fitted")

  /// This sizing, fitted to the content on the axes asked (inert).
  public func fitted(horizontal: Bool, vertical: Bool) -> PresentationSizing { self }
  /// This sizing, never shrinking on the axes asked (inert).
  public func sticky(horizontal: Bool = false, vertical: Bool = false) -> PresentationSizing {
    self
  }
}

nonisolated extension View {
  /// How the sheet this view is presented in is sized on a wide screen (inert on an iPhone,
  /// where a sheet is as wide as the screen).
  public func presentationSizing(_ sizing: PresentationSizing) -> some View { self }
}
