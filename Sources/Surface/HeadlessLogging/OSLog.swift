/// A log object, as `os`'s `OSLog`: a subsystem and category for ``Logger`` and `os_log`.
public final class OSLog: Sendable {
  /// The subsystem.
  public let subsystem: String
  /// The category.
  public let category: String

  /// A log for `category` of `subsystem`.
  public init(subsystem: String, category: String) {
    self.subsystem = subsystem
    self.category = category
  }

  /// The default log.
  public static let `default` = OSLog(subsystem: "", category: "")
  /// A log whose messages are never kept.
  public static let disabled = OSLog(subsystem: "", category: "disabled")
}

/// Logs `message` to `log` at `type`, the form before ``Logger`` (inert).
public func os_log(_ type: OSLogType = .default, log: OSLog = .default, _ message: OSLogMessage) {}
