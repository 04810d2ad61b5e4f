import HapticTape
import HapticTapeSwiftUI
import Testing

/// Dates and haptic times are sums of the 0.25 s interval: exact in binary, so only rounding.
private let timeTolerance = 1e-9

/// Counts the dates a timer publisher sends every 0.25 s, each only when it is the virtual
/// clock's (1 January 2001 plus the session's time): what the port makes of `Timer.publish`.
struct TimerPublishingView: View {
  @State private var ticks = 0
  @State private var isShown = true
  var timer = HeadlessTimer.publish(every: 0.25, on: .main, in: .common).autoconnect()

  var body: some View {
    VStack {
      if isShown {
        Text("\(ticks)").onReceive(timer) { date in
          let expected = Double(ticks + 1) * 0.25
          if abs(date.timeIntervalSinceReferenceDate - expected) <= timeTolerance { ticks += 1 }
        }
      }
      Spacer()
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .contentShape(Rectangle())
    .onTapGesture { isShown = false }
    .sensoryFeedback(.selection, trigger: ticks)
  }
}

enum TimerPublishingScreen: TestSwiftUIScreen {
  static let id = "timer-publishing"
  static let summary = "Counts a timer publisher's dates."
  static func makeView(model: Void, configuration: UIKitScreenConfiguration)
    -> TimerPublishingView
  {
    TimerPublishingView()
  }
}

/// The same counter with the publisher written as Combine's `Timer.publish`, unported.
enum FoundationTimerPublishingScreen: TestSwiftUIScreen {
  static let id = "foundation-timer-publishing"
  static let summary = "Counts Timer.publish's dates."
  static func makeView(model: Void, configuration: UIKitScreenConfiguration)
    -> TimerPublishingView
  {
    TimerPublishingView(timer: Timer.publish(every: 0.25, on: .main, in: .common).autoconnect())
  }
}

@Suite("Timer.publish (ported: HeadlessTimer.publish) on the replay's virtual clock")
struct SwiftUITimerPublisherTests {
  @Test(arguments: [false, true])
  func datesArriveEveryIntervalOnTheVirtualClock(unported: Bool) throws {
    let script = "wait 1100ms\ntap 10,10\nwait 1s"
    let outcome: Replayer.Outcome
    if unported {
      outcome = try replayHosted(
        script, on: SwiftUIHostedScreen<FoundationTimerPublishingScreen>.self, settleLimit: .zero
      ).outcome
    } else {
      outcome = try replayHosted(
        script, on: SwiftUIHostedScreen<TimerPublishingScreen>.self, settleLimit: .zero
      ).outcome
    }
    let times = haptics(of: outcome).map(\.time)
    // Four dates before the tap hides the counter and cancels its subscription: none in the
    // second after it.
    #expect(times.count == 4, "\(times)")
    for (time, expected) in zip(times, [0.25, 0.5, 0.75, 1.0]) {
      #expect(abs(time - expected) <= timeTolerance, "\(time)")
    }
  }
}
