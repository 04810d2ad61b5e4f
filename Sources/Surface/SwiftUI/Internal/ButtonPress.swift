/// A button's press, as SwiftUI's button gesture follows it: pressed while the touch that began
/// on the button is down and within the button's bounds grown by ``outset`` on every side;
/// released when it lifts, is cancelled, or leaves that area.
struct ButtonPress: Equatable {
  /// How far outside its bounds a touch still presses a button, in points: 70 on iPhone
  /// (OpenSwiftUI's reading of SwiftUI's button gesture, `PrimitiveButtonGesture`'s
  /// `effectiveOutset` in ButtonGesture.swift, github.com/OpenSwiftUIProject/OpenSwiftUI: 70 on
  /// iPhone, 25 on iPad, 0 on Mac; the UIKit surface's `UIControl.touchInsideMargin` is 70 too).
  static let outset: CGFloat = 70

  /// Where the press is.
  enum State: Equatable {
    /// No touch is followed.
    case idle
    /// A touch is followed; `isPressed` while it is within the grown bounds.
    case tracking(isPressed: Bool)
  }

  /// What the button shows after an event.
  enum Action: Equatable {
    /// Show the button pressed.
    case showPressed
    /// Show the button released.
    case showReleased
  }

  private(set) var state = State.idle

  /// A touch began on the button at `location`, in a button whose bounds are `bounds`.
  mutating func touchBegan(at location: CGPoint, bounds: CGRect) -> Action? {
    guard state == .idle else { return nil }
    return follow(isPressed: Self.presses(location, bounds: bounds))
  }

  /// The followed touch moved to `location`.
  mutating func touchMoved(to location: CGPoint, bounds: CGRect) -> Action? {
    guard case .tracking = state else { return nil }
    return follow(isPressed: Self.presses(location, bounds: bounds))
  }

  /// The followed touch lifted, or the system or another gesture took it.
  mutating func touchEnded() -> Action? {
    let wasPressed = state == .tracking(isPressed: true)
    state = .idle
    return wasPressed ? .showReleased : nil
  }

  private mutating func follow(isPressed: Bool) -> Action? {
    let wasPressed = state == .tracking(isPressed: true)
    state = .tracking(isPressed: isPressed)
    guard isPressed != wasPressed else { return nil }
    return isPressed ? .showPressed : .showReleased
  }

  /// Whether a touch at `location` presses a button of `bounds`: inside them grown by
  /// ``outset``; never at a location that is not finite.
  static func presses(_ location: CGPoint, bounds: CGRect) -> Bool {
    guard location.x.isFinite, location.y.isFinite, bounds.width.isFinite, bounds.height.isFinite
    else { return false }
    return bounds.insetBy(dx: -outset, dy: -outset).contains(location)
  }
}
