import HapticTape
import HapticTapeSwiftUI
import Testing

// Tolerance: scroll offsets in points, 1e-6 (the engine's arithmetic in doubles).
private let tolerance = 1e-6

/// One of each input on the ``DisablingView`` (its table gives the places): a tap, a 40-pt
/// drag, a 0.8-s long press, a button tap, a tap inside `disabled(false)`, and a 200-pt drag
/// up the scroll view.
private let everyInput = """
  tap 196,50
  wait 0.6s
  touch 1 at 196,150
  drag 1 to 196,190 in 0.2s
  lift 1
  wait 0.6s
  touch 1 at 196,250
  hold 1 for 0.8s
  lift 1
  wait 0.6s
  tap 196,350
  wait 0.6s
  tap 196,450
  wait 0.6s
  touch 1 at 196,780
  drag 1 to 196,580 in 0.3s
  lift 1
  wait 1s
  """

/// The largest offset the scroll view "feed" reached in `outcome` (0 when it never moved).
private func furthestFeedOffset(in outcome: Replayer.Outcome) -> Double {
  offsets(of: "feed", in: outcome).map(\.y).max() ?? 0
}

@Suite("SwiftUI disabled(_:): the views inside take no touches")
struct SwiftUIDisabledTests {
  @Test func enabledViewsTakeEveryInput() throws {
    let script = "wait 100ms\ncommand enable\nwait 100ms\n" + everyInput
    let (scene, outcome) = try replayHosted(script, on: SwiftUIHostedScreen<DisablingScreen>.self)
    let log = try #require(SwiftUIHostedScreen<DisablingScreen>.model(of: scene))
    #expect(log.taps == 1)
    #expect(log.drags == 1)
    #expect(log.longPresses == 1)
    #expect(log.buttonActions == 1)
    #expect(log.innerTaps == 1)
    // Dragged 200 pt up: the content moved at least that far (more as it decelerates).
    #expect(furthestFeedOffset(in: outcome) >= 200 - tolerance)
    #expect(log.enabledReads.last == true)
  }

  @Test func disabledViewsTakeNoTapDragLongPressButtonOrScroll() throws {
    let script = "wait 200ms\n" + everyInput
    let (scene, outcome) = try replayHosted(script, on: SwiftUIHostedScreen<DisablingScreen>.self)
    let log = try #require(SwiftUIHostedScreen<DisablingScreen>.model(of: scene))
    #expect(log.taps == 0)
    #expect(log.drags == 0)
    #expect(log.longPresses == 0)
    #expect(log.buttonActions == 0)
    #expect(abs(furthestFeedOffset(in: outcome)) <= tolerance)
  }

  @Test func anInnerDisabledFalseNeitherEnablesNorReadsEnabled() throws {
    let (scene, _) = try replayHosted(everyInput, on: SwiftUIHostedScreen<DisablingScreen>.self)
    let log = try #require(SwiftUIHostedScreen<DisablingScreen>.model(of: scene))
    // Apple: the outer `disabled(true)` overrides the inner `disabled(false)`.
    #expect(log.innerTaps == 0)
    #expect(!log.enabledReads.isEmpty)
    #expect(log.enabledReads.allSatisfy { !$0 })
  }

  @Test func enablingAgainRestoresTheGesturesAndDisablingStopsThemAgain() throws {
    let script = """
      tap 196,50
      wait 0.6s
      command enable
      wait 100ms
      tap 196,50
      wait 0.6s
      command disable
      wait 100ms
      tap 196,50
      wait 0.6s
      """
    let (scene, _) = try replayHosted(script, on: SwiftUIHostedScreen<DisablingScreen>.self)
    let log = try #require(SwiftUIHostedScreen<DisablingScreen>.model(of: scene))
    // Only the tap made while enabled counts.
    #expect(log.taps == 1)
  }
}
