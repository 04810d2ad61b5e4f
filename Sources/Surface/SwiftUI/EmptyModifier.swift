/// The modifier that changes nothing: a generic view's default modifier.
///
/// ```swift
/// import SwiftUI
///
/// struct Segment<Style: ViewModifier>: View {
///   var style: Style
///   init(style: Style = EmptyModifier()) { self.style = style }
///   var body: some View { Rectangle().modifier(style) }
/// }
/// ```
@frozen
public struct EmptyModifier: ViewModifier, Sendable {
  /// The modifier that changes nothing.
  public static let identity = EmptyModifier()

  /// The modifier that changes nothing.
  public init() {}

  /// `content`, unchanged.
  public func body(content: Content) -> Content { content }
}
