/// How a ``ProgressView`` shows itself: an app's own style makes the view from the amount done
/// and the labels; `.linear`, `.circular` and `.automatic` are the platform's.
///
/// ```swift
/// import SwiftUI
///
/// struct Gauge: ProgressViewStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     Capsule().frame(width: 200 * (configuration.fractionCompleted ?? 0), height: 8)
///   }
/// }
///
/// let gauge = ProgressView(value: 0.25).progressViewStyle(Gauge())
/// ```
public protocol ProgressViewStyle {
  /// The view a style makes.
  associatedtype Body: View
  /// What `makeBody` gets.
  typealias Configuration = ProgressViewStyleConfiguration
  /// The progress view drawn in this style.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  /// A bar when the amount is known, a spinner when it is not (inert: nothing is drawn).
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
  /// A bar, empty while the amount is unknown (inert: nothing is drawn).
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
  /// A spinner, whatever the amount, as on iOS (inert: nothing is drawn).
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

nonisolated extension View {
  /// Shows the progress views inside in `style`.
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    let appearance =
      (style as? any PlatformProgressViewStyle)?.appearance
      ?? .custom { AnyView(style.makeBody(configuration: $0)) }
    return environment(\.progressAppearance, appearance)
  }
}

/// How progress views show themselves, as the environment carries the style.
enum ProgressAppearance {
  case automatic
  case linear
  case circular
  case custom((ProgressViewStyleConfiguration) -> AnyView)
}

/// One of the platform's styles, which the progress view draws itself.
protocol PlatformProgressViewStyle {
  var appearance: ProgressAppearance { get }
}

private enum ProgressAppearanceKey: EnvironmentKey {
  static var defaultValue: ProgressAppearance { .automatic }
}

extension EnvironmentValues {
  /// The style `progressViewStyle(_:)` set for the progress views inside.
  var progressAppearance: ProgressAppearance {
    get { self[ProgressAppearanceKey.self] }
    set { self[ProgressAppearanceKey.self] = newValue }
  }
}
