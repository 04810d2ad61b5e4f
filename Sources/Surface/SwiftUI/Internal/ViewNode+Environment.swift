extension ViewNode {
  /// Makes this node a list of its content that sees this node's environment changed by
  /// `transform` (the environment-writing modifiers).
  func passEnvironment(changedBy transform: (inout EnvironmentValues) -> Void) {
    role = .list
    var values = environment
    transform(&values)
    childEnvironment = values
  }
}
