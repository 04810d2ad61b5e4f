import HapticTapeSwiftUI
import HeadlessRuntime
import Testing

// Tolerance: 1e-9, in points and in opacity: fractions of a custom curve of 1 s, sampled at
// whole 120 Hz frames.
private let tolerance = 1e-9

/// An app's transition (iOS 17): faded out and 100 pt to the side of its place, towards the
/// leading edge coming in (phase value −1) and the trailing edge going out (+1).
struct SlideFade: Transition {
  func body(content: Content, phase: TransitionPhase) -> some View {
    content.opacity(phase.isIdentity ? 1 : 0).offset(x: phase.value * 100)
  }
}

/// An app's curve: the square of the time's fraction of `duration`, then done.
struct QuadraticCurve: CustomAnimation {
  let duration: Double
  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    guard time < duration else { return nil }
    // Counted only to show the context carries state from frame to frame.
    context.state[PlaysKey.self] += 1
    return value.scaled(by: (time / duration) * (time / duration))
  }
}

/// How many frames the curve was asked for.
private enum PlaysKey: AnimationStateKey {
  static var defaultValue: Int { 0 }
}

@Suite("SwiftUI: an app's own Transition and CustomAnimation")
@MainActor
struct SwiftUICustomTransitionTests {
  private let curve = Animation(QuadraticCurve(duration: 1))

  private func host(shown: Bool) -> (HeadlessRuntime, TransitionModel, UIView) {
    let runtime = phoneRuntime()
    let model = TransitionModel(shown: shown)
    let root = hostedLayout(
      TransitionProbeView(model: model, transition: AnyTransition(SlideFade())), in: runtime)
    return (runtime, model, root)
  }

  private func near(_ value: Double?, _ expected: Double) -> Bool {
    value.map { abs($0 - expected) <= tolerance } ?? false
  }

  @Test func anInsertedViewComesInFromWillAppearAlongTheCurve() throws {
    let (runtime, model, root) = host(shown: false)
    showBox(true, model, runtime, animation: curve)
    // Half-way in time is a quarter of the way: opacity 0.25, 75 pt left of its place.
    showFrame(60, in: runtime)
    #expect(near(drawnBoxOpacity(in: root), 0.25))
    #expect(near(frame(of: "box", in: root).map { Double($0.minX) }, -75))
    showFrame(120, in: runtime)
    #expect(near(drawnBoxOpacity(in: root), 1))
    #expect(near(frame(of: "box", in: root).map { Double($0.minX) }, 0))
  }

  @Test func aRemovedViewLeavesTowardsDidDisappearAndGoesWhenTheCurveEnds() throws {
    let (runtime, model, root) = host(shown: true)
    showBox(false, model, runtime, animation: curve)
    showFrame(60, in: runtime)
    #expect(near(drawnBoxOpacity(in: root), 0.75))
    #expect(near(frame(of: "box", in: root).map { Double($0.minX) }, 25))
    showFrame(108, in: runtime)
    #expect(frame(of: "box", in: root) != nil)
    // The curve ends at 1 s (it answers nil from then on): the view has left.
    showFrame(122, in: runtime)
    #expect(frame(of: "box", in: root) == nil)
  }

  @Test func phasesHaveApplesValues() {
    #expect(TransitionPhase.willAppear.value == -1)
    #expect(TransitionPhase.identity.value == 0 && TransitionPhase.identity.isIdentity)
    #expect(TransitionPhase.didDisappear.value == 1 && !TransitionPhase.didDisappear.isIdentity)
  }
}
