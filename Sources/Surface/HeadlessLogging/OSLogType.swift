/// A log message's level, as `os`'s `OSLogType`.
public struct OSLogType: RawRepresentable, Hashable, Sendable {
  /// The level's number, as the C API's.
  public let rawValue: UInt8
  /// A level from its number.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// The default level (notice).
  public static let `default` = OSLogType(rawValue: 0x00)
  /// Informative messages.
  public static let info = OSLogType(rawValue: 0x01)
  /// Debugging messages.
  public static let debug = OSLogType(rawValue: 0x02)
  /// Errors.
  public static let error = OSLogType(rawValue: 0x10)
  /// Faults.
  public static let fault = OSLogType(rawValue: 0x11)
}
