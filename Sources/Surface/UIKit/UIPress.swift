import CoreGraphics
import Foundation

/// A press of a physical button (a remote's, a game controller's, a keyboard's key).
///
/// Inert: a replay delivers touches only, so no press is ever made or delivered; the type is
/// here for the delegate methods and the code that names it.
open class UIPress: NSObject {
  /// Where a press is in its life.
  public enum Phase: Int, Sendable {
    case began, changed, stationary, ended, cancelled
  }

  /// Which button was pressed.
  public enum PressType: Int, Sendable {
    case upArrow, downArrow, leftArrow, rightArrow, select, menu, playPause
    case pageUp = 30, pageDown = 31
  }

  /// The press's phase (inert).
  open internal(set) var phase: Phase = .began
  /// The button pressed (inert).
  open internal(set) var type: PressType = .select
  /// When the press began or last changed, in seconds (inert).
  open internal(set) var timestamp: TimeInterval = 0
  /// How hard the button is pressed, 0…1 (inert).
  open internal(set) var force: CGFloat = 0
  /// The window the press is delivered to (inert).
  open internal(set) weak var window: UIWindow?
  /// The responder the press is delivered to (inert).
  open internal(set) weak var responder: UIResponder?
  /// The recognizers that receive the press (inert: always empty).
  open internal(set) var gestureRecognizers: [UIGestureRecognizer]?
}
