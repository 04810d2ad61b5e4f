/// A number that scales with the user's text size, as `@ScaledMetric var padding = 8.0`.
///
/// Headless the text size is always iOS's default (Large), at which a scaled metric is the value
/// given (Apple: the metric scales "relative to the default"), for every text style.
///
/// ```swift
/// import SwiftUI
///
/// struct Badge: View {
///   @ScaledMetric(relativeTo: .caption) private var size = 24.0
///   var body: some View { Circle().frame(width: size, height: size) }
/// }
/// ```
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
  private let base: Value
  /// The text style whose size the value follows.
  let textStyle: Font.TextStyle

  /// A metric of `wrappedValue` that scales with body text.
  public init(wrappedValue: Value) {
    base = wrappedValue
    textStyle = .body
  }

  /// A metric of `wrappedValue` that scales with `textStyle`.
  public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
    base = wrappedValue
    self.textStyle = textStyle
  }

  /// The value at the current text size: the value given, at the default size.
  public var wrappedValue: Value { base }
}

extension ScaledMetric: Sendable where Value: Sendable {}
