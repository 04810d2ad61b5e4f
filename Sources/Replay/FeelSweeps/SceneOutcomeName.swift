/// An outcome as a sweep's results name it: the outcome and the scene event that marks it.
public struct SceneOutcomeName: Hashable, Sendable {
  /// The outcome's name.
  public var name: String
  /// The scene event counted.
  public var event: String

  /// An outcome `name` marked by `event`.
  public init(name: String, event: String) {
    self.name = name
    self.event = event
  }
}
