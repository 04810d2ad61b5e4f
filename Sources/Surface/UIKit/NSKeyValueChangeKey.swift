/// The keys of the change dictionary a string-key-path observation receives in
/// `observeValue(forKeyPath:of:change:context:)`.
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The kind of change: `NSKeyValueChange.setting`'s raw value headless.
  public static let kindKey = NSKeyValueChangeKey(rawValue: "kind")
  /// The new value, when the options asked for it.
  public static let newKey = NSKeyValueChangeKey(rawValue: "new")
  /// The old value, when the options asked for it.
  public static let oldKey = NSKeyValueChangeKey(rawValue: "old")
  /// The indexes of a to-many change (never sent headless).
  public static let indexesKey = NSKeyValueChangeKey(rawValue: "indexes")
  /// Whether the notification comes before the change (never sent headless).
  public static let notificationIsPriorKey = NSKeyValueChangeKey(rawValue: "notificationIsPrior")
}

extension NSKeyValueChangeKey {
  /// The change dictionary of a property set: its kind, and the new and the old value where
  /// given (the observation's options asked for them).
  static func setting(new: Any?, old: Any?) -> [NSKeyValueChangeKey: Any] {
    var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
    if let new { change[.newKey] = new }
    if let old { change[.oldKey] = old }
    return change
  }
}
