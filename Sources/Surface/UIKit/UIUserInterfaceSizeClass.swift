/// A size class: how much room the interface has along one axis.
public enum UIUserInterfaceSizeClass: Int, Sendable {
  /// Not specified.
  case unspecified = 0
  /// Constrained room (an iPhone's width in either orientation, its height in landscape).
  case compact = 1
  /// Ample room.
  case regular = 2
}
