extension EnvironmentValues {
  /// The style backgrounds inside are drawn with (iOS 16).
  ///
  /// Nil until `backgroundStyle(_:)` sets one. Kept, not drawn: nothing is drawn headless.
  public var backgroundStyle: AnyShapeStyle? {
    get { self[BackgroundStyleKey.self] }
    set { self[BackgroundStyleKey.self] = newValue }
  }
}

private enum BackgroundStyleKey: EnvironmentKey {
  static var defaultValue: AnyShapeStyle? { nil }
}

nonisolated extension View {
  /// Sets the style the backgrounds inside are drawn with (iOS 16), as `\.backgroundStyle`
  /// reads it below.
  ///
  /// ```swift
  /// import SwiftUI
  ///
  /// let card = Rectangle().fill(.ultraThinMaterial).backgroundStyle(.red.opacity(0.25))
  /// ```
  public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    environment(\.backgroundStyle, AnyShapeStyle(style))
  }
}
