/// An app file as the port reads it: where it lives and its text.
public struct PortSource: Sendable, Equatable {
  /// The app's file (written into `#sourceLocation`, so use the path the compiler should show).
  public var path: String
  /// The file's text.
  public var text: String

  /// Creates a source.
  public init(path: String, text: String) {
    self.path = path
    self.text = text
  }
}
