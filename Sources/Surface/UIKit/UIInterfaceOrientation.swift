/// The orientation of the app's interface.
///
/// Raw values are UIKit's: an interface in landscape left has the device in landscape right,
/// and the reverse.
public enum UIInterfaceOrientation: Int, Sendable {
  case unknown = 0
  case portrait = 1
  case portraitUpsideDown = 2
  case landscapeLeft = 4
  case landscapeRight = 3

  /// Whether the interface is upright or upside down.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// Whether the interface is on its side.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
