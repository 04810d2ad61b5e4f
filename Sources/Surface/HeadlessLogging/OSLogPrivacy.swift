/// Whether a logged value shows in the log, as `os`'s `OSLogPrivacy`.
public struct OSLogPrivacy: Equatable, Sendable {
  /// What a redacted value is replaced with.
  public enum Mask: Equatable, Sendable {
    /// A hash of the value, the same for the same value.
    case hash
    /// Nothing: the value reads `<private>`.
    case none
  }

  enum Level: Equatable, Sendable { case auto, `public`, `private`, sensitive }
  let level: Level
  let mask: Mask

  /// Apple's default rules: numbers and truth values show, strings and objects are redacted.
  public static let auto = OSLogPrivacy(level: .auto, mask: .none)
  /// The value shows.
  public static let `public` = OSLogPrivacy(level: .public, mask: .none)
  /// The value is redacted.
  public static let `private` = OSLogPrivacy(level: .private, mask: .none)
  /// The value is redacted even while a debugger is attached.
  public static let sensitive = OSLogPrivacy(level: .sensitive, mask: .none)
  /// Redacted, replaced by `mask`.
  public static func `private`(mask: Mask) -> OSLogPrivacy {
    OSLogPrivacy(level: .private, mask: mask)
  }
  /// Redacted even while a debugger is attached, replaced by `mask`.
  public static func sensitive(mask: Mask) -> OSLogPrivacy {
    OSLogPrivacy(level: .sensitive, mask: mask)
  }
  /// Apple's default rules, a redacted value replaced by `mask`.
  public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: .auto, mask: mask) }

  /// Whether a value with this privacy shows: `isScalar` for numbers and truth values.
  func shows(isScalar: Bool) -> Bool {
    switch level {
    case .public: true
    case .auto: isScalar
    case .private, .sensitive: false
    }
  }
}
