/// A logger for a subsystem and category, as `os`'s `Logger` (iOS 14).
///
/// Headless there is no log store: a message is accepted and dropped, its arguments never
/// evaluated (inert; a replay's output never depends on what an app logs).
///
/// ```swift
/// import HeadlessLogging
///
/// struct Pager {
///   let logger = Logger(subsystem: "com.example.stories", category: "paging")
///
///   func settle(on page: Int) {
///     logger.debug("settled on page \(page, privacy: .public)")
///   }
/// }
/// ```
public struct Logger: Sendable {
  /// The subsystem the messages are filed under ("" for the default log).
  public let subsystem: String
  /// The category within the subsystem.
  public let category: String

  /// The default log's logger.
  public init() {
    subsystem = ""
    category = ""
  }

  /// A logger for `category` of `subsystem`.
  public init(subsystem: String, category: String) {
    self.subsystem = subsystem
    self.category = category
  }

  /// A logger writing to `log`.
  public init(_ log: OSLog) {
    subsystem = log.subsystem
    category = log.category
  }

  /// Logs `message` at the default level (inert).
  public func log(_ message: OSLogMessage) {}
  /// Logs `message` at `level` (inert).
  public func log(level: OSLogType, _ message: OSLogMessage) {}
  /// Logs a trace message, as `debug` (inert).
  public func trace(_ message: OSLogMessage) {}
  /// Logs a debug message (inert).
  public func debug(_ message: OSLogMessage) {}
  /// Logs an informative message (inert).
  public func info(_ message: OSLogMessage) {}
  /// Logs a notice, the default level (inert).
  public func notice(_ message: OSLogMessage) {}
  /// Logs a warning, as `error` (inert).
  public func warning(_ message: OSLogMessage) {}
  /// Logs an error (inert).
  public func error(_ message: OSLogMessage) {}
  /// Logs a critical message, as `fault` (inert).
  public func critical(_ message: OSLogMessage) {}
  /// Logs a fault (inert).
  public func fault(_ message: OSLogMessage) {}
}
