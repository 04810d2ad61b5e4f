/// The pointer events a session accepted, checked one by one against what came before: each
/// pointer's times never go backwards, a pointer moves or lifts only while down and goes down
/// only while up, every position is on the screen.
///
/// A value type: ``accept(_:)`` either appends the event or throws and leaves the stream as it
/// was, so a bad event is dropped and the session goes on.
public struct PointerStream: Hashable, Sendable {
  /// The screen's width in points.
  public let width: Double
  /// The screen's height in points.
  public let height: Double
  /// The accepted events, in the order they came.
  public private(set) var events: [PointerEvent] = []
  /// The first accepted event's time: zero on the session's clock.
  public private(set) var origin: Double?
  private var lastTime: [Int: Double] = [:]
  private var down: Set<Int> = []

  /// Creates an empty stream for a screen of `width` × `height` points.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// Whether any pointer is down.
  public var hasPointerDown: Bool { !down.isEmpty }

  /// Appends `event`.
  /// - Throws: ``StudioError`` (`invalidPointerEvent`) naming the rule it breaks.
  public mutating func accept(_ event: PointerEvent) throws(StudioError) {
    let name = "pointer \(event.pointerID) \(event.phase.rawValue) at \(event.time) ms"
    // Times as StudioMessage reads them, so every difference converts to whole microseconds.
    let times = [event.time] + event.coalesced.map(\.time)
    guard times.allSatisfy({ abs($0) <= StudioMessage.maximumTime }) else {
      throw StudioError(
        .invalidPointerEvent,
        "\(name): a time is more than \(StudioMessage.maximumTime) ms from the page's time origin")
    }
    try checkOnScreen(event.x, event.y, name)
    var previous = lastTime[event.pointerID] ?? origin ?? event.time
    for sample in event.coalesced {
      try checkOnScreen(sample.x, sample.y, name + " (coalesced)")
      guard sample.time >= previous, sample.time <= event.time else {
        throw StudioError(
          .invalidPointerEvent,
          "\(name): a coalesced sample at \(sample.time) ms is out of order; each pointer's times must not go backwards"
        )
      }
      previous = sample.time
    }
    if let last = lastTime[event.pointerID] ?? origin, event.time < last {
      throw StudioError(
        .invalidPointerEvent,
        "\(name): time went backwards (previous \(last) ms); each pointer's times must not go backwards"
      )
    }
    switch event.phase {
    case .began:
      guard !down.contains(event.pointerID) else {
        throw StudioError(.invalidPointerEvent, "\(name): the pointer is already down")
      }
      down.insert(event.pointerID)
    case .moved, .ended, .cancelled:
      guard down.contains(event.pointerID) else {
        throw StudioError(.invalidPointerEvent, "\(name): the pointer is not down")
      }
      if event.phase != .moved { down.remove(event.pointerID) }
    }
    if origin == nil { origin = event.time }
    lastTime[event.pointerID] = event.time
    events.append(event)
  }

  private func checkOnScreen(_ x: Double, _ y: Double, _ name: String) throws(StudioError) {
    guard (0...width).contains(x), (0...height).contains(y) else {
      throw StudioError(
        .invalidPointerEvent,
        "\(name): (\(x), \(y)) is off the \(width)×\(height) pt screen")
    }
  }
}
