/// What a key-value observation's change carries, and when it is sent.
///
/// Declared by the headless UIKit for block-based observation of views (Foundation on Linux has
/// no key-value observing): see ``_KeyValueCodingAndObserving``.
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The change carries the new value.
  public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
  /// The change carries the old value.
  public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
  /// The handler runs once at once, with the current value as new.
  public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
  /// A change before each change too (inert headless: the observation hears of a change after
  /// it, as UIKit's setters have returned).
  public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}
