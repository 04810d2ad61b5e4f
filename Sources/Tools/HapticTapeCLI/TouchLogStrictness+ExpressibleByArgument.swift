import ArgumentParser
import TouchImport

// MARK: - ExpressibleByArgument

/// `import --strict all|none|N%`.
extension TouchLogStrictness: ExpressibleByArgument {
  /// ``init(argument:)`` as the option's `transform`, with a message naming what it takes.
  /// - Throws: ``CommandFailure`` with the accepted forms.
  @Sendable static func parse(_ text: String) throws -> TouchLogStrictness {
    guard let strictness = TouchLogStrictness(argument: text) else {
      throw CommandFailure("expected all, none or a percentage from 0% to 100%, e.g. 1%")
    }
    return strictness
  }
}
