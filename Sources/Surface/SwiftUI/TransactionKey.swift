/// A key of ``Transaction``, with the value a transaction has when nobody set one (iOS 17).
///
/// ```swift
/// import SwiftUI
///
/// private struct FromSwipeKey: TransactionKey {
///   static let defaultValue = false
/// }
///
/// extension Transaction {
///   var fromSwipe: Bool {
///     get { self[FromSwipeKey.self] }
///     set { self[FromSwipeKey.self] = newValue }
///   }
/// }
/// ```
public protocol TransactionKey {
  /// The key's value type.
  associatedtype Value
  /// The value when nobody set one.
  static var defaultValue: Value { get }
}
