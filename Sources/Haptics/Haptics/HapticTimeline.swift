/// An ordered collection of haptic events: sorted by time, and in insertion order among events
/// at the same time, so the same inputs always give the same order.
///
/// ```swift
/// var timeline = HapticTimeline()
/// timeline.insert(.transient(try TransientEvent(time: 0.2, intensity: 1, sharpness: 0.5)))
/// timeline.insert(.feedback(try SystemFeedback(time: 0.1, kind: .selection)))
/// timeline.events.map(\.type)  // [.selection, .transient]
/// let later = try timeline.shifted(by: 1.0)
/// ```
public struct HapticTimeline: Hashable, Sendable {
  /// The events, by time; same-time events keep the order they were added in.
  public private(set) var events: [HapticEvent]

  /// Creates an empty timeline.
  public init() {
    events = []
  }

  /// Creates a timeline of `events`, sorted by time; same-time events keep their order.
  ///
  /// - Parameter events: The events, in any order.
  /// - Complexity: O(*n* log *n*).
  public init(_ events: some Sequence<HapticEvent>) {
    self.events = events.enumerated()
      .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
      .map(\.element)
  }

  /// Whether the timeline has no events.
  public var isEmpty: Bool { events.isEmpty }

  /// Seconds from the timeline start to the end of its last-ending event (the pattern duration
  /// rule of `CHHapticPattern.h`), or 0 when empty.
  public var duration: Double { events.map(\.endTime).max() ?? 0 }

  /// Adds `event` after every event at the same or an earlier time.
  ///
  /// - Parameter event: The event to add.
  /// - Complexity: O(*n*).
  public mutating func insert(_ event: HapticEvent) {
    let index = events.lastIndex { $0.time <= event.time }.map { $0 + 1 } ?? 0
    events.insert(event, at: index)
  }

  /// The events of both timelines in time order; at equal times this timeline's events come
  /// first.
  ///
  /// - Parameter other: The timeline to merge in.
  /// - Returns: The merged timeline.
  /// - Complexity: O(*n* + *m*).
  public func merging(_ other: HapticTimeline) -> HapticTimeline {
    var merged: [HapticEvent] = []
    merged.reserveCapacity(events.count + other.events.count)
    var left = events[...]
    var right = other.events[...]
    while let l = left.first, let r = right.first {
      if r.time < l.time {
        merged.append(r)
        right = right.dropFirst()
      } else {
        merged.append(l)
        left = left.dropFirst()
      }
    }
    merged += left
    merged += right
    var result = HapticTimeline()
    result.events = merged
    return result
  }

  /// The timeline with every event moved `offset` seconds later (earlier when negative).
  ///
  /// - Parameter offset: Seconds to add to every event's time.
  /// - Returns: The shifted timeline; the order is unchanged.
  /// - Throws: ``HapticError`` with code ``HapticError/Code/valueOutOfRange`` when an event
  ///   would start before 0 or after ``HapticLimits/maximumTime``, or the offset is not finite.
  public func shifted(by offset: Double) throws -> HapticTimeline {
    guard offset.isFinite else {
      throw HapticError(.valueOutOfRange, "time shift \(offset) is not finite")
    }
    var result = self
    for index in result.events.indices {
      let time = result.events[index].time + offset
      guard time >= 0 else {
        throw HapticError(
          .valueOutOfRange,
          "shifting by \(offset) s moves an event at \(events[index].time) s before the start")
      }
      guard time <= HapticLimits.maximumTime else {
        throw HapticError(
          .valueOutOfRange,
          "shifting by \(offset) s moves an event at \(events[index].time) s past the latest "
            + "time a timeline holds, \(HapticLimits.maximumTime) s")
      }
      result.events[index].time = time
    }
    return result
  }

  /// The events that start inside `range`, with their times unchanged.
  ///
  /// A continuous event that starts before `range` is not included, even if it is still playing
  /// inside it.
  ///
  /// - Parameter range: Seconds from the timeline start; the upper bound is excluded.
  /// - Returns: The slice as a timeline.
  public func slice(_ range: Range<Double>) -> HapticTimeline {
    var result = HapticTimeline()
    result.events = events.filter { range.contains($0.time) }
    return result
  }
}
