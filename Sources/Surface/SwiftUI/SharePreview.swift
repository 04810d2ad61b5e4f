/// What a share sheet shows of the shared item: its title and image (inert: no share sheet is
/// shown headless).
public struct SharePreview {
  /// The preview's title.
  public let title: String

  /// A preview titled `title`.
  public init<S: StringProtocol>(_ title: S) { self.title = String(title) }

  /// A preview titled `title` with `image` (inert).
  public init<S: StringProtocol>(_ title: S, image: Image) { self.init(title) }

  /// A preview titled `title` with `icon` (inert).
  public init<S: StringProtocol>(_ title: S, icon: Image) { self.init(title) }

  /// A preview titled `title` with `image` and `icon` (inert).
  public init<S: StringProtocol>(_ title: S, image: Image, icon: Image) { self.init(title) }
}
