extension UIControl {
  /// What happened to a control, for the actions registered for it.
  public struct Event: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// A finger touched down in the control.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A repeated touch down (a second tap).
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    /// A finger moved while within the control's bounds (with its margin).
    public static let touchDragInside = Event(rawValue: 1 << 2)
    /// A finger moved while outside them.
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    /// A finger moved from outside to within them.
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    /// A finger moved from within to outside them.
    public static let touchDragExit = Event(rawValue: 1 << 5)
    /// A finger lifted within them.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// A finger lifted outside them.
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// The system cancelled the touch (a scroll view began dragging).
    public static let touchCancel = Event(rawValue: 1 << 8)
    /// The control's value changed.
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's primary action: a button's tap.
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// A menu's action (inert headless).
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    /// Text editing began (inert headless).
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// Text changed (inert headless).
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// Text editing ended (inert headless).
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    /// Return ended editing (inert headless).
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    /// Every touch event.
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    /// Every editing event.
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    /// Reserved for the app.
    public static let applicationReserved = Event(rawValue: 0x0F00_0000)
    /// Reserved for the system.
    public static let systemReserved = Event(rawValue: 0xF000_0000)
    /// Every event.
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// A control's state.
  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Enabled, not selected, not highlighted.
    public static let normal = State([])
    /// A finger is down on it.
    public static let highlighted = State(rawValue: 1 << 0)
    /// Not enabled.
    public static let disabled = State(rawValue: 1 << 1)
    /// Selected.
    public static let selected = State(rawValue: 1 << 2)
    /// Focused (inert headless).
    public static let focused = State(rawValue: 1 << 3)
    /// Reserved for the app.
    public static let application = State(rawValue: 0x00FF_0000)
    /// Reserved for the system.
    public static let reserved = State(rawValue: 0xFF00_0000)
  }
}
