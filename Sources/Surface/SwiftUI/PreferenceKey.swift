/// A named value that views set for their ancestors to read.
///
/// Preferences flow up: after each layout pass (and each scroll that moves a `GeometryReader`),
/// the values set under a view are combined in view order, the first as it is and each later one
/// with ``reduce(value:nextValue:)``; where none is set an ancestor reads ``defaultValue``.
///
/// ```swift
/// import SwiftUI
///
/// struct ScrollOffsetKey: PreferenceKey {
///   static let defaultValue: CGFloat = 0
///   static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
///     value = nextValue()
///   }
/// }
/// ```
public protocol PreferenceKey {
  /// The type of the value.
  associatedtype Value
  /// The value read where no view sets one.
  static var defaultValue: Value { get }
  /// Combines `value`, the values so far, with the next one in view order.
  static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
  /// Nil, for an optional value (as Apple declares it).
  public static var defaultValue: Value { Value(nilLiteral: ()) }
}
