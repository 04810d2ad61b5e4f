import Synchronization
import Testing

/// Runs `body` and returns the issues it records, which are not reported to the test run.
///
/// The tests of `expectReplay` check the issues it records (a missing tape, a divergence, a
/// recorded tape). These issues are what the tests expect, so they are caught here as values to
/// assert on. They are not reported as known issues or warnings in the run's summary. The
/// capture is an issue-handling trait's scope around `body`, and it catches only issues that
/// `body` records.
///
/// - Parameter body: The code whose issues to collect.
/// - Returns: Every issue `body` recorded, in order.
func issues(recordedBy body: @escaping @Sendable () -> Void) async throws -> [Issue] {
  let log = IssueLog()
  let test = try #require(Test.current)
  let capture = IssueHandlingTrait.compactMapIssues { issue in
    log.append(issue)
    return nil
  }
  try await capture.provideScope(for: test, testCase: Test.Case.current, performing: body)
  return log.issues
}

/// Runs `body`, requires it to record exactly one issue, and returns that issue without
/// reporting it (see ``issues(recordedBy:)``).
///
/// - Parameter body: The code that should record one issue.
/// - Returns: The issue `body` recorded.
func issue(recordedBy body: @escaping @Sendable () -> Void) async throws -> Issue {
  let recorded = try await issues(recordedBy: body)
  try #require(recorded.count == 1, "expected one issue, got \(recorded.count): \(recorded)")
  return recorded[0]
}

/// The issues one ``issues(recordedBy:)`` call collects.
private final class IssueLog: Sendable {
  private let storage = Mutex<[Issue]>([])

  var issues: [Issue] { storage.withLock { $0 } }

  func append(_ issue: Issue) {
    storage.withLock { $0.append(issue) }
  }
}
