// MARK: - Statements and locations

extension GestureScript {
  /// A line and column in a script's text, both counted from 1 (columns in characters).
  public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column, from 1.
    public var column: Int

    /// Creates a location.
    public init(line: Int, column: Int) {
      self.line = line
      self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
      (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
  }

  /// One action of a script and where it was written.
  public struct Statement: Hashable, Sendable {
    /// What the statement does.
    public var action: Action
    /// Where the statement's first word is; render errors point here.
    public var location: SourceLocation

    /// Creates a statement.
    public init(action: Action, location: SourceLocation) {
      self.action = action
      self.location = location
    }
  }
}

// MARK: - Finding commands

extension GestureScript {
  /// Where the script's `index`th `command` statement (0-based, in script order) is, or `nil`:
  /// to point at the line of a command a scene rejected (``Scenes/SceneError/commandIndex``).
  public func location(ofCommand index: Int) -> SourceLocation? {
    let commands = statements.filter {
      if case .command = $0.action { true } else { false }
    }
    return commands.indices.contains(index) ? commands[index].location : nil
  }
}
