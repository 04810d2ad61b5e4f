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

  /// The interface's orientation when the device is held `device`: turning the device left
  /// turns the interface right; a device lying flat says nothing of it.
  init(holding device: UIDeviceOrientation) {
    switch device {
    case .portrait: self = .portrait
    case .portraitUpsideDown: self = .portraitUpsideDown
    case .landscapeLeft: self = .landscapeRight
    case .landscapeRight: self = .landscapeLeft
    case .unknown, .faceUp, .faceDown: self = .unknown
    }
  }
}
