// MARK: - Script text

extension SceneCommand.Argument: CustomStringConvertible {
  /// The argument as a gesture script writes it: `2`, `0.5`, `left`, `120,400`, `852x393`.
  ///
  /// ```swift
  /// SceneCommand.Argument.size(Size2D(width: 852, height: 393)).description  // "852x393"
  /// ```
  public var description: String {
    switch self {
    case .integer(let value): "\(value)"
    case .number(let value): "\(value)"
    case .text(let word): word
    case .size(let size): ScriptText.size(size)
    case .point(let point): ScriptText.point(point)
    }
  }
}

extension SceneCommand: CustomStringConvertible {
  /// The command as a gesture script writes it after `command`: `rotate 852x393`, `delete 2`.
  ///
  /// ```swift
  /// SceneCommand(name: "delete", arguments: [.integer(-1)], timestamp: .zero).description
  /// // "delete -1"
  /// ```
  public var description: String {
    ([name] + arguments.map(\.description)).joined(separator: " ")
  }
}
