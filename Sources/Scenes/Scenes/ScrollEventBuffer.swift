import ScrollEngine
import TouchCore

/// A scene's scroll events of one step, emptied and reused from step to step for its capacity:
/// a new array would allocate on every frame that scrolls.
///
/// ```swift
/// var eventBuffer = ScrollEventBuffer()
/// var wheel = CollectionView(
///   name: "wheel", frame: Rect2D(x: 0, y: 0, width: 393, height: 852), layout: CircularLayout(),
///   itemCounts: [30], configuration: ScrollConfiguration(scale: 3))
/// // Each frame:
/// var events = eventBuffer.take()
/// defer { eventBuffer.giveBack(events) }
/// wheel.tick(at: .milliseconds(8), into: &events)
/// ```
public struct ScrollEventBuffer: Sendable {
  private var storage: [ScrollEvent] = []

  /// An empty buffer.
  public init() {}

  /// The buffer, empty, with the capacity earlier steps gave it; the scene holds no other
  /// reference to it until ``giveBack(_:)``, so appending never copies.
  public mutating func take() -> [ScrollEvent] {
    var events = storage
    storage = []
    events.removeAllKeepingStorage()
    return events
  }

  /// Keeps `events`' storage for the next step.
  public mutating func giveBack(_ events: [ScrollEvent]) {
    storage = events
  }
}
