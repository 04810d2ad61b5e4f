import CollectionLayout
import Scenes
import ScrollEngine
import Testing
import TouchCore
import TouchModel

// Tolerance: none. Both ways of feeding a fling run the same engine on the same inputs, so their
// events and offsets must be equal exactly.

@Suite("CollectionView snapping made only where a drag can end")
struct CollectionViewSnappingTests {
  /// The spinning wheel's collection view on an iPhone 15 Pro screen (393 × 852 pt, 3×).
  private static func wheel() -> CollectionView<CircularLayout> {
    CollectionView(
      name: "wheel", frame: Rect2D(x: 0, y: 0, width: 393, height: 852),
      layout: CircularLayout(), itemCounts: [30], configuration: ScrollConfiguration(scale: 3))
  }

  /// A leftward fling: down at x 300, 12 moves of 14 pt every 8 ms, then the lift.
  private static func fling(lift phase: Touch.Phase = .ended) -> [TouchSample] {
    var samples: [TouchSample] = []
    for step in 0...13 {
      let phase: Touch.Phase = step == 0 ? .began : (step == 13 ? phase : .moved)
      samples.append(
        TouchSample(
          id: Touch.ID(1), phase: phase,
          location: Point2D(x: 300 - 14 * Double(min(step, 12)), y: 400),
          timestamp: .milliseconds(Int64(8 * step))))
    }
    return samples
  }

  @Test("only a lift or a cancel can end a drag")
  func mayEndDrag() {
    let phases: [(Touch.Phase, Bool)] = [
      (.began, false), (.moved, false), (.stationary, false), (.ended, true), (.cancelled, true),
    ]
    for (phase, ends) in phases {
      let sample = TouchSample(
        id: Touch.ID(1), phase: phase, location: .zero, timestamp: .zero)
      #expect(ScrollViewModel.Event.touch(sample).mayEndDrag == ends, "\(phase)")
    }
    #expect(!ScrollViewModel.Event.frameTicked(at: .milliseconds(8)).mayEndDrag)
  }

  @Test("a fling fed with snapping made at the lift only ends as with snapping for every input")
  func sameFlingAsSnappingEveryInput() throws {
    var everyInput = Self.wheel()
    var atLift = Self.wheel()
    var everyInputEvents: [ScrollEvent] = []
    var atLiftEvents: [ScrollEvent] = []
    var release: LayoutSnapping<CircularLayout>?
    for sample in Self.fling() {
      let snapping = everyInput.handle(.touch(sample), into: &everyInputEvents)
      if snapping.release != nil { release = snapping }
      atLift.handle(.touch(sample), snapping: .none, into: &atLiftEvents)
    }
    #expect(atLiftEvents == everyInputEvents)
    // The layout was asked at the lift: it moved the target off the natural resting point.
    let asked = try #require(release?.release)
    guard
      case .willEndDragging(_, let proposed, let target) = atLiftEvents.last(where: {
        if case .willEndDragging = $0.kind { true } else { false }
      })?.kind
    else {
      Issue.record("no willEndDragging")
      return
    }
    #expect(proposed == asked.proposed)
    #expect(target != proposed)
    for frame in 14...400 {
      everyInput.tick(at: .milliseconds(Int64(8 * frame)), into: &everyInputEvents)
      atLift.tick(at: .milliseconds(Int64(8 * frame)), into: &atLiftEvents)
    }
    #expect(atLiftEvents == everyInputEvents)
    #expect(atLift.scrollView.contentOffset == target)
  }

  @Test("the current-offset override stops a fling where the lift leaves it")
  func currentOffsetOverride() throws {
    var view = Self.wheel()
    var events: [ScrollEvent] = []
    var offsetAtLift: Point2D?
    for sample in Self.fling() {
      if sample.phase == .ended { offsetAtLift = view.scrollView.contentOffset }
      view.handle(.touch(sample), snapping: .currentOffset, into: &events)
    }
    let lift = try #require(offsetAtLift)
    let targets = events.compactMap { event -> Point2D? in
      if case .willEndDragging(_, _, let target) = event.kind { target } else { nil }
    }
    #expect(targets == [lift])
  }
}
