import HapticTapeTestSupport
import ScrollEngine
import Testing
import TouchCore
import TouchModel

/// A delegate that counts the release decisions it is asked for, and those asked while the event
/// being handled was not one that ``ScrollViewModel/Event/mayEndDrag`` says can ask.
private struct ReleaseAskCounter: ScrollViewDelegate {
  var eventMayEndDrag = false
  var asked = 0
  var askedUnannounced = 0

  mutating func targetContentOffset(
    proposed: Point2D, velocity: Vector2D, in scrollView: ScrollViewModel
  ) -> Point2D {
    note()
    return proposed
  }

  mutating func scrollViewWillEndDragging(
    _ scrollView: ScrollViewModel, velocity: Vector2D, targetContentOffset: inout Point2D
  ) {
    note()
  }

  private mutating func note() {
    asked += 1
    if !eventMayEndDrag { askedUnannounced += 1 }
  }
}

/// `mayEndDrag` is what lets a caller make a costly delegate (a copy of a layout) only for some
/// inputs: random multi-finger sessions, frames between, check that no other input asks.
///
/// Seeded, so every run checks the same sessions. Counts are exact.
@Suite struct ScrollViewDelegateAskingTests {
  @Test func onlyInputsThatMayEndADragAskForTheReleaseTarget() {
    var delegate = ReleaseAskCounter()
    for seed in 0..<100 {
      var random = SplitMix64(seed: 0x4153_4B53 + UInt64(seed))
      var view = ScrollViewModel(
        boundsSize: Size2D(width: 390, height: 844),
        contentSize: Size2D(
          width: 390 * Double.random(in: 0.5...5, using: &random),
          height: 844 * Double.random(in: 0.5...5, using: &random)),
        configuration: ScrollConfiguration(scale: 3))
      view.isPagingEnabled = Bool.random(using: &random)
      var events: [ScrollEvent] = []
      var down: [UInt32: Point2D] = [:]
      var time: Int64 = 0
      func feed(_ event: ScrollViewModel.Event) {
        delegate.eventMayEndDrag = event.mayEndDrag
        view.handle(event, delegate: &delegate, into: &events)
      }
      for _ in 0..<60 {
        time += 8
        feed(.frameTicked(at: .milliseconds(time)))
        let finger = UInt32.random(in: 1...3, using: &random)
        let phase: Touch.Phase
        var location = down[finger] ?? Point2D(x: 195, y: 422)
        if down[finger] == nil {
          phase = .began
        } else {
          phase =
            [.moved, .moved, .moved, .stationary, .ended, .cancelled].randomElement(
              using: &random) ?? .moved
          if phase == .moved {
            location.x += Double.random(in: -30...30, using: &random)
            location.y += Double.random(in: -30...30, using: &random)
          }
        }
        down[finger] = phase.isTerminal ? nil : location
        feed(
          .touch(
            TouchSample(
              id: Touch.ID(finger), phase: phase, location: location,
              timestamp: .milliseconds(time))))
      }
    }
    // The sessions end 88 drags (at the time of writing): the check is not vacuous.
    #expect(delegate.asked >= 50)
    #expect(delegate.askedUnannounced == 0)
  }
}
