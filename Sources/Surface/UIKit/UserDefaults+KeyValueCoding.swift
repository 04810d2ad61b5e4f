import Foundation

// On iOS `UserDefaults` answers key-value coding, so apps read and write settings with
// `value(forKey:)` and `setValue(_:forKey:)`; Foundation on Linux has no key-value coding.
extension UserDefaults {
  /// The object stored for `key` (`object(forKey:)`), as key-value coding reads it on iOS.
  public func value(forKey key: String) -> Any? { object(forKey: key) }

  /// Stores `value` for `key` (`set(_:forKey:)`; nil removes it), as key-value coding writes it
  /// on iOS.
  public func setValue(_ value: Any?, forKey key: String) { set(value, forKey: key) }
}
