import HapticTape
import HapticTapeSwiftUI
import Testing

// Tolerance: haptic times are virtual-clock seconds, exact to 1 ns.
private let timeTolerance = 1e-9

/// Counts taps: `@State` in the view, its feedback from `sensoryFeedback`'s three forms.
struct TapCounterView: View {
  @State private var taps = 0

  var body: some View {
    VStack(spacing: 0) {
      Text("\(taps) taps")
      Color.blue.frame(height: 300).onTapGesture { taps += 1 }
    }
    .sensoryFeedback(.selection, trigger: taps)
    .sensoryFeedback(.impact(flexibility: .soft, intensity: 0.5), trigger: taps) { _, new in
      new.isMultiple(of: 2)
    }
    .sensoryFeedback(trigger: taps) { _, new in new == 3 ? .success : nil }
  }
}

enum TapCounterScreen: SwiftUIScreen {
  static let id = "tap-counter"
  static let summary = "Counts taps, with feedback on each."
  static func makeView(model: Void, configuration: UIKitScreenConfiguration) -> TapCounterView {
    TapCounterView()
  }
}

/// A parent whose own state changes re-create the child: the child's state must survive.
struct ParentView: View {
  @State private var generation = 0
  @State private var showsChild = true
  var body: some View {
    VStack(spacing: 0) {
      Color.red.frame(height: 200).onTapGesture { generation += 1 }
      Color.gray.frame(height: 200).onTapGesture { showsChild.toggle() }
      if showsChild {
        TapCounterView()
      }
    }
    .frame(maxHeight: .infinity, alignment: .top)
  }
}

enum ParentScreen: SwiftUIScreen {
  static let id = "parent"
  static let summary = "A parent re-creating a counter."
  static func makeView(model: Void, configuration: UIKitScreenConfiguration) -> ParentView {
    ParentView()
  }
}

@Suite("SwiftUI state: bodies evaluated again, identity kept, feedback played")
struct SwiftUIStateTests {
  @Test func eachTapPlaysItsFeedbackAtTheLift() throws {
    let script = "wait 100ms\ntap 196,500\nwait 300ms\ntap 196,500\nwait 300ms\ntap 196,500"
    let (_, outcome) = try replayHosted(script, on: SwiftUIHostedScreen<TapCounterScreen>.self)
    let lifts = try liftTimes(script)
    let played = haptics(of: outcome)
    // A selection per tap; the soft impact on even counts; the success on the third. Feedback
    // changed by one update plays outermost modifier first (ours: SwiftUI documents no order).
    let kinds = played.map { event -> SystemFeedback.Kind? in
      guard case .feedback(let feedback) = event else { return nil }
      return feedback.kind
    }
    #expect(
      kinds == [
        .selection, .impact(.soft, intensity: 0.5), .selection, .notification(.success),
        .selection,
      ])
    let expectedTimes = [lifts[0], lifts[1], lifts[1], lifts[2], lifts[2]]
    for (event, time) in zip(played, expectedTimes) {
      #expect(abs(event.time - time) <= timeTolerance, "\(event) at \(time)")
    }
  }

  @Test func aChildKeepsItsStateWhenItsParentUpdatesAndLosesItWhenRemoved() throws {
    // Two taps on the counter, one on the parent (re-creating the counter), one more on the
    // counter: its third tap plays the success. Then hiding and showing it starts it at 0.
    let script = """
      wait 100ms
      tap 196,500
      wait 300ms
      tap 196,500
      wait 300ms
      tap 196,100
      wait 300ms
      tap 196,500
      wait 300ms
      tap 196,300
      wait 300ms
      tap 196,300
      wait 300ms
      tap 196,500
      """
    let (_, outcome) = try replayHosted(script, on: SwiftUIHostedScreen<ParentScreen>.self)
    let successes = haptics(of: outcome).filter { event in
      if case .feedback(let feedback) = event, case .notification(.success) = feedback.kind {
        return true
      }
      return false
    }
    let lifts = try liftTimes(script)
    #expect(successes.count == 1)
    #expect(abs((successes.first?.time ?? 0) - lifts[3]) <= timeTolerance)
    // After the counter left and came back, its first tap is a count of 1: a selection only.
    let last = haptics(of: outcome).filter { abs($0.time - lifts[6]) <= timeTolerance }
    #expect(last.count == 1)
  }
}

/// Ticks every 0.3 s from a `task`, as the port rewrites the app's `Task.sleep`.
struct TickingView: View {
  @State private var ticks = 0
  var body: some View {
    Text("\(ticks)")
      .task {
        while !Task.isCancelled {
          try? await HeadlessClock.sleep(for: .milliseconds(300))
          ticks += 1
        }
      }
      .sensoryFeedback(.selection, trigger: ticks)
  }
}

enum TickingScreen: TestSwiftUIScreen {
  static let id = "ticking"
  static let summary = "Ticks every 0.3 s."
  static func makeView(model: Void, configuration: UIKitScreenConfiguration) -> TickingView {
    TickingView()
  }
}

@Suite("SwiftUI tasks run on the replay's virtual clock")
struct SwiftUITaskTests {
  @Test func aTaskSleepsOnTheVirtualClock() throws {
    let (_, outcome) = try replayHosted(
      "wait 1s\ntap 10,10", on: SwiftUIHostedScreen<TickingScreen>.self, settleLimit: .zero)
    let times = haptics(of: outcome).map(\.time)
    #expect(times.count == 3, "\(times)")
    for (time, expected) in zip(times, [0.3, 0.6, 0.9]) {
      #expect(abs(time - expected) <= 1e-9, "\(time)")
    }
  }
}
