import ArgumentParser

/// A failure the CLI reports on standard error before exiting with status 2 (bad input).
///
/// Package-visible, as ``runReportingFailures(_:)`` is, for the commands of other modules.
package struct CommandFailure: Error, CustomStringConvertible {
  package var description: String

  package init(_ description: String) {
    self.description = description
  }
}

/// Runs `body`; prints any error on standard error and exits with status 2, so callers can tell
/// "bad input" (2) from "differs" (1), the `diff(1)` convention.
package func runReportingFailures<T>(_ body: () throws -> T) throws -> T {
  do {
    return try body()
  } catch let exit as ExitCode {
    throw exit
  } catch {
    printToStandardError("haptictape: \(error)")
    throw ExitCode(2)
  }
}
