import ArgumentParser
import TouchImport

/// An `import --columns` value: the role of each CSV column in order, such as `x,y,t,id`
/// (`-` skips a column).
struct CSVColumnsArgument: Equatable, ExpressibleByArgument, CustomStringConvertible {
  /// The roles, one per column.
  var roles: [TouchLogCSVParser.Role]

  /// Parses roles separated by commas.
  /// - Throws: ``CommandFailure`` naming the first word that is not a role, and the roles.
  init(parsing text: String) throws {
    roles = try text.split(separator: ",", omittingEmptySubsequences: false).map {
      guard let role = TouchLogCSVParser.Role(rawValue: String($0)) else {
        throw CommandFailure(
          "'\($0)' is not t, x, y, id, phase, force, radius or -; write the roles in column "
            + "order, e.g. x,y,t,id")
      }
      return role
    }
  }

  init?(argument: String) {
    guard let value = try? Self(parsing: argument) else { return nil }
    self = value
  }

  /// ``init(parsing:)`` as the option's `transform`: argument-parser prints its message after
  /// the value and the option.
  @Sendable static func parse(_ text: String) throws -> CSVColumnsArgument {
    try CSVColumnsArgument(parsing: text)
  }

  /// `x,y,t,id`.
  var description: String { roles.map(\.rawValue).joined(separator: ",") }
}
