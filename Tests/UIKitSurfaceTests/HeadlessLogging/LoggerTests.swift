import Testing

@testable import HeadlessLogging

// Exact: messages are compared as text.

/// Counts how often a logged value is read.
final class ReadCount: CustomStringConvertible, @unchecked Sendable {
  var reads = 0
  var description: String {
    reads += 1
    return "read"
  }
}

/// A failure an app logs.
struct SyncFailure: Error, CustomStringConvertible {
  var description: String { "sync failed" }
}

@Suite("os.Logger: an app's log calls compile; messages are dropped unread")
struct LoggerTests {
  @Test func aMessageIsShownAsTheLogShowsItWithoutADebugger() {
    let page = 3
    let title = "Stories"
    let progress = 0.5
    let message: OSLogMessage = """
      page \(page) of \(title) at \(progress), public \(title, privacy: .public), \
      hex \(255, format: .hex(includePrefix: true)), octal \(8, format: .octal), \
      \(true), \(false, format: .answer), private \(page, privacy: .private), \
      \(SyncFailure()), \(Int.self, privacy: .public), \(UInt8(7))
      """
    // Numbers and truth values show by default; strings, objects and errors are redacted.
    #expect(
      message.shownText == "page 3 of <private> at 0.5, public Stories, hex 0xff, octal 10, "
        + "true, NO, private <private>, <private>, Int, 7")
  }

  @Test func aHashMaskIsTheSameForTheSameValue() {
    let first: OSLogMessage = "\("alice", privacy: .private(mask: .hash))"
    let again: OSLogMessage = "\("alice", privacy: .private(mask: .hash))"
    let other: OSLogMessage = "\("bob", privacy: .private(mask: .hash))"
    #expect(first.shownText == again.shownText)
    #expect(first.shownText != other.shownText)
    #expect(first.shownText.hasPrefix("<mask.hash: '"))
  }

  @Test func loggingDropsTheMessageWithoutReadingItsValues() {
    let logger = Logger(subsystem: "com.example.stories", category: "paging")
    let count = ReadCount()
    logger.debug("value \(count, privacy: .public)")
    logger.log(level: .error, "value \(count)")
    logger.notice("\(count)")
    Logger(OSLog(subsystem: "com.example", category: "legacy")).fault("\(count)")
    os_log(.info, log: .default, "value \(count)")
    #expect(count.reads == 0)
    #expect(logger.subsystem == "com.example.stories" && logger.category == "paging")
    // The message is still there to read.
    let message: OSLogMessage = "value \(count, privacy: .public)"
    #expect(message.shownText == "value read" && count.reads == 1)
  }
}
