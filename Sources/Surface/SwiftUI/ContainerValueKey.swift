/// A key of ``ContainerValues``, with the value a subview has when none was set (iOS 18).
///
/// ```swift
/// import SwiftUI
///
/// private struct BadgeKey: ContainerValueKey {
///   static let defaultValue = 0
/// }
///
/// extension ContainerValues {
///   var badge: Int {
///     get { self[BadgeKey.self] }
///     set { self[BadgeKey.self] = newValue }
///   }
/// }
/// ```
public protocol ContainerValueKey {
  /// The key's value type.
  associatedtype Value
  /// The value when none was set.
  static var defaultValue: Value { get }
}
