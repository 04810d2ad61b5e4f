/// The kind of device the interface is designed for.
public enum UIUserInterfaceIdiom: Int, Sendable {
  /// Not specified.
  case unspecified = -1
  /// An iPhone or iPod touch: every device profile of a replay.
  case phone = 0
  /// An iPad.
  case pad = 1
  /// An Apple TV.
  case tv = 2
  /// CarPlay.
  case carPlay = 3
  /// A Mac, with the Mac idiom.
  case mac = 5
  /// Apple Vision Pro.
  case vision = 6
}
