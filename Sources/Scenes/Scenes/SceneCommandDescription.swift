/// Documents one command a scene accepts (`command delete 2`).
public struct SceneCommandDescription: Hashable, Sendable {
  /// The command word.
  public var name: String
  /// The argument syntax, such as `INDEX` or `WxH`.
  public var arguments: String
  /// What the command does.
  public var summary: String

  /// Creates a description.
  public init(name: String, arguments: String = "", summary: String) {
    self.name = name
    self.arguments = arguments
    self.summary = summary
  }
}
