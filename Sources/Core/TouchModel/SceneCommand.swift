import TouchCore

/// A scripted instruction to a scene that is not a touch: tap a button, delete an item,
/// rotate the device, shuffle (an input, recorded on the tape).
///
/// ```swift
/// let delete = SceneCommand(name: "delete", arguments: [.integer(2)], timestamp: .seconds(1))
/// let rotate = SceneCommand(name: "rotate", arguments: [.size(Size2D(width: 852, height: 393))],
///                           timestamp: .seconds(2))
/// ```
public struct SceneCommand: Hashable, Sendable {
  /// A typed command argument.
  public enum Argument: Hashable, Sendable {
    /// A whole number, such as an item index.
    case integer(Int64)
    /// A real number.
    case number(Double)
    /// A word, such as `left`.
    case text(String)
    /// A size in points, written `852x393` in scripts.
    case size(Size2D)
    /// A point in points, written `120,400` in scripts.
    case point(Point2D)
  }

  /// The command's name, such as `delete`.
  public var name: String
  /// The arguments, in the order written.
  public var arguments: [Argument]
  /// When the command takes effect.
  public var timestamp: Timestamp

  /// Creates a command.
  public init(name: String, arguments: [Argument] = [], timestamp: Timestamp) {
    self.name = name
    self.arguments = arguments
    self.timestamp = timestamp
  }
}
