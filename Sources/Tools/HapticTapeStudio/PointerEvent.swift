/// One Pointer Events sample as the studio page sends it: the browser's own `pointerId`,
/// `pointerType`, timestamp (`event.timeStamp`, milliseconds), position in points on the device
/// screen, `pressure`, contact `width` and `height`, and the samples `getCoalescedEvents()`
/// returned for it.
public struct PointerEvent: Hashable, Sendable {
  /// A digitizer sample merged into a delivered event.
  public struct Sample: Hashable, Sendable {
    /// The sample's time, milliseconds on the page's clock.
    public var time: Double
    /// Points from the screen's left edge.
    public var x: Double
    /// Points from the screen's top edge.
    public var y: Double
    /// The Pointer Events pressure, 0…1.
    public var pressure: Double

    /// Creates a sample.
    public init(time: Double, x: Double, y: Double, pressure: Double) {
      self.time = time
      self.x = x
      self.y = y
      self.pressure = pressure
    }
  }

  /// The touch phase the Pointer Events type maps to.
  public enum Phase: String, Hashable, Sendable, CaseIterable {
    /// `pointerdown`.
    case began
    /// `pointermove`.
    case moved
    /// `pointerup`.
    case ended
    /// `pointercancel`.
    case cancelled
  }

  /// The browser's `pointerId`.
  public var pointerID: Int
  /// `mouse`, `pen` or `touch`.
  public var pointerType: String
  /// The phase.
  public var phase: Phase
  /// The event's time, milliseconds on the page's clock.
  public var time: Double
  /// Points from the screen's left edge.
  public var x: Double
  /// Points from the screen's top edge.
  public var y: Double
  /// The Pointer Events pressure, 0…1 (0.5 for a pressed button without pressure sensing).
  public var pressure: Double
  /// The contact's width in points (1 when the device does not report it).
  public var width: Double
  /// The contact's height in points (1 when the device does not report it).
  public var height: Double
  /// `getCoalescedEvents()`, oldest first.
  public var coalesced: [Sample]

  /// Creates an event.
  public init(
    pointerID: Int, pointerType: String, phase: Phase, time: Double, x: Double, y: Double,
    pressure: Double = 0.5, width: Double = 1, height: Double = 1, coalesced: [Sample] = []
  ) {
    self.pointerID = pointerID
    self.pointerType = pointerType
    self.phase = phase
    self.time = time
    self.x = x
    self.y = y
    self.pressure = pressure
    self.width = width
    self.height = height
    self.coalesced = coalesced
  }
}
