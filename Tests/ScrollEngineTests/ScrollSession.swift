import ScrollEngine
import TouchCore
import TouchModel

/// Drives a ``ScrollViewModel`` like a display link and a finger: frames on the exact
/// 1/`hertz` s grid (`Timestamp.tick`) are delivered before any touch that comes later, and
/// every event is collected.
struct ScrollSession {
  var view: ScrollViewModel
  var events: [ScrollEvent] = []
  let hertz: Int
  private(set) var nextFrame: Int64 = 1

  init(view: ScrollViewModel, hertz: Int = 120) {
    self.view = view
    self.hertz = hertz
  }

  /// Delivers every frame up to and including `time`.
  mutating func advance(to time: Timestamp) {
    while Timestamp.tick(nextFrame, hertz: hertz) <= time {
      view.handle(.frameTicked(at: .tick(nextFrame, hertz: hertz)), into: &events)
      nextFrame += 1
    }
  }

  /// Runs frames for `seconds` more seconds after `time`.
  mutating func settle(after time: Timestamp, seconds: Double = 6) {
    advance(to: time + .seconds(seconds))
  }

  mutating func touch<Delegate: ScrollViewDelegate>(
    _ id: UInt32, _ phase: Touch.Phase, x: Double, y: Double, ms: Double, delegate: inout Delegate
  ) {
    let time = Timestamp.seconds(ms / 1_000)
    advance(to: time)
    let sample = TouchSample(
      id: Touch.ID(id), phase: phase, location: Point2D(x: x, y: y), timestamp: time)
    view.handle(.touch(sample), delegate: &delegate, into: &events)
  }

  mutating func touch(_ id: UInt32, _ phase: Touch.Phase, x: Double, y: Double, ms: Double) {
    var delegate = NoSnapping()
    touch(id, phase, x: x, y: y, ms: ms, delegate: &delegate)
  }

  /// A one-finger vertical drag from `fromY` to `toY` in 8 ms steps starting at `startMs`.
  ///
  /// Returns the time of the last move. The finger stays down.
  @discardableResult
  mutating func drag(
    _ id: UInt32 = 1, x: Double = 200, fromY: Double, toY: Double, steps: Int, startMs: Double = 0
  ) -> Double {
    var delegate = NoSnapping()
    return drag(
      id, x: x, fromY: fromY, toY: toY, steps: steps, startMs: startMs, delegate: &delegate)
  }

  /// ``drag(_:x:fromY:toY:steps:startMs:)`` with a delegate for every sample.
  @discardableResult
  mutating func drag<Delegate: ScrollViewDelegate>(
    _ id: UInt32 = 1, x: Double = 200, fromY: Double, toY: Double, steps: Int, startMs: Double = 0,
    delegate: inout Delegate
  ) -> Double {
    touch(id, .began, x: x, y: fromY, ms: startMs, delegate: &delegate)
    for step in 1...steps {
      let y = fromY + (toY - fromY) * Double(step) / Double(steps)
      touch(id, .moved, x: x, y: y, ms: startMs + Double(step) * 8, delegate: &delegate)
    }
    return startMs + Double(steps) * 8
  }

  /// The event stream's shape: each kind by name with its discrete payload, runs of
  /// `didScroll` collapsed into `didScroll…`.
  var shape: [String] {
    var names: [String] = []
    for event in events {
      let name: String =
        switch event.kind {
        case .willBeginDragging: "willBeginDragging"
        case .didScroll: "didScroll…"
        case .willEndDragging: "willEndDragging"
        case .didEndDragging(let willDecelerate): "didEndDragging(\(willDecelerate))"
        case .willBeginDecelerating: "willBeginDecelerating"
        case .didEndDecelerating: "didEndDecelerating"
        case .didEndScrollingAnimation: "didEndScrollingAnimation"
        case .touchDropped(let id): "touchDropped(\(id))"
        case .dragCancelled: "dragCancelled"
        }
      if name == "didScroll…" && names.last == name { continue }
      names.append(name)
    }
    return names
  }

  /// The release: velocity (pt/ms), proposed and final target.
  var release: (velocity: Vector2D, proposed: Point2D, target: Point2D)? {
    for event in events {
      if case .willEndDragging(let velocity, let proposed, let target) = event.kind {
        return (velocity, proposed, target)
      }
    }
    return nil
  }

  /// The first event of a kind matching `predicate`.
  func first(where predicate: (ScrollEvent.Kind) -> Bool) -> ScrollEvent? {
    events.first { predicate($0.kind) }
  }

  /// The offsets reported by `didScroll`, in order.
  var scrolledOffsets: [Point2D] {
    events.compactMap { if case .didScroll(let offset) = $0.kind { offset } else { nil } }
  }
}

extension ScrollViewModel {
  /// A 393×852 pt viewport over content 5000 pt tall, @3x.
  static func tallList(offsetY: Double = 1_000) -> ScrollViewModel {
    ScrollViewModel(
      boundsSize: Size2D(width: 393, height: 852), contentSize: Size2D(width: 393, height: 5_000),
      contentOffset: Point2D(x: 0, y: offsetY), configuration: ScrollConfiguration(scale: 3))
  }
}

/// The whole delegate sequence of a fling or bounce (docs/physics-model.md#delegate-order, rows 1
/// and 3).
let decelerationShape = [
  "willBeginDragging", "didScroll…", "willEndDragging", "didEndDragging(true)",
  "willBeginDecelerating",
  "didScroll…", "didEndDecelerating",
]
