import HapticTapeSwiftUI
import HeadlessRuntime
import Testing

// Tolerance: 1e-9, in points and in opacity: a linear second sampled at whole 120 Hz frames.
private let tolerance = 1e-9

/// The transition probe with an iOS 17 `some Transition` in place of an `AnyTransition`.
private struct TypedTransitionProbe<T: Transition>: View {
  let model: TransitionModel
  let transition: T
  var body: some View {
    TransitionProbeLayout(model: model) { $0.transition(transition) }
  }
}

/// An app's transition that moves its content with SwiftUI's own move, through its body.
private struct MoveThroughBody: Transition {
  func body(content: Content, phase: TransitionPhase) -> some View {
    MoveTransition(edge: .leading).apply(content: content, phase: phase)
  }
}

/// An app's own `some Transition`, made of SwiftUI's: a push from the trailing edge with a
/// half scale.
private func pushAndScale() -> some Transition {
  .push(from: .trailing).combined(with: .scale(0.5))
}

@Suite("SwiftUI: iOS 17's built-in transitions as Transition values")
@MainActor
struct SwiftUITypedTransitionTests {
  /// The box's drawn frame and opacity at `tick` (120 Hz) after it is shown inside a linear
  /// second, with `transition`.
  private func insertion<T: Transition>(_ transition: T, at tick: Int64) -> (CGRect?, Double?) {
    insertion(of: { TypedTransitionProbe(model: $0, transition: transition) }, at: tick)
  }

  /// The same with an `AnyTransition`, through the probe the other transition tests use.
  private func insertion(_ transition: AnyTransition, at tick: Int64) -> (CGRect?, Double?) {
    insertion(of: { TransitionProbeView(model: $0, transition: transition) }, at: tick)
  }

  private func insertion<Probe: View>(
    of probe: (TransitionModel) -> Probe, at tick: Int64
  ) -> (CGRect?, Double?) {
    let runtime = phoneRuntime()
    let model = TransitionModel(shown: false)
    let root = hostedLayout(probe(model), in: runtime)
    showBox(true, model, runtime)
    showFrame(tick, in: runtime)
    return (frame(of: "box", in: root), drawnBoxOpacity(in: root))
  }

  private func same(_ a: (CGRect?, Double?), _ b: (CGRect?, Double?)) -> Bool {
    guard let frameA = a.0, let frameB = b.0, let alphaA = a.1, let alphaB = b.1 else {
      return false
    }
    return abs(frameA.minX - frameB.minX) <= tolerance
      && abs(frameA.minY - frameB.minY) <= tolerance
      && abs(frameA.width - frameB.width) <= tolerance && abs(alphaA - alphaB) <= tolerance
  }

  @Test func eachBuiltInTransitionDrawsAsItsAnyTransition() {
    // A quarter of the way in (tick 30): the typed and the erased forms draw the same.
    #expect(same(insertion(OpacityTransition(), at: 30), insertion(.opacity, at: 30)))
    #expect(same(insertion(ScaleTransition(0.5), at: 30), insertion(.scale(scale: 0.5), at: 30)))
    #expect(
      same(
        insertion(MoveTransition(edge: .bottom), at: 30), insertion(.move(edge: .bottom), at: 30)))
    #expect(
      same(insertion(PushTransition(edge: .top), at: 30), insertion(.push(from: .top), at: 30)))
    #expect(same(insertion(SlideTransition(), at: 30), insertion(.slide, at: 30)))
    #expect(
      same(
        insertion(OffsetTransition(CGSize(width: 40, height: -20)), at: 30),
        insertion(.offset(x: 40, y: -20), at: 30)))
    #expect(same(insertion(IdentityTransition(), at: 30), insertion(.identity, at: 30)))
    #expect(same(insertion(BlurReplaceTransition.blurReplace, at: 30), insertion(.opacity, at: 30)))
  }

  @Test func theirValuesAreTheOnesSwiftUIGives() {
    // A fade a quarter in: opacity 0.25, in place.
    let faded = insertion(OpacityTransition.opacity, at: 30)
    #expect(faded.0 == CGRect(x: 0, y: 50, width: 100, height: 100))
    #expect(faded.1.map { abs($0 - 0.25) <= tolerance } == true)
    // A move from the leading edge half-way: 50 pt left of its place.
    let moved = insertion(MoveTransition.move(edge: .leading), at: 60)
    #expect(moved.0.map { abs($0.minX + 50) <= tolerance } == true)
    let scale = ScaleTransition.scale(0.25, anchor: .topLeading)
    #expect(scale.scale == 0.25 && scale.anchor == .topLeading)
    #expect(ScaleTransition.scale.scale == 0)
    #expect(PushTransition.push(from: .bottom).edge == .bottom)
    #expect(OffsetTransition.offset(x: 3).offset == CGSize(width: 3, height: 0))
  }

  @Test func combinedAndAsymmetricTransitionsComposeTheirParts() {
    // Half-way in from the trailing edge at a scale of 0.75 and half opacity: 75 pt wide,
    // centred 50 pt right of its place.
    let pushed = insertion(pushAndScale(), at: 60)
    let frame = pushed.0
    #expect(
      frame.map { abs($0.width - 75) <= tolerance && abs($0.midX - 100) <= tolerance } == true)
    #expect(pushed.1.map { abs($0 - 0.5) <= tolerance } == true)

    let asymmetric = insertion(
      AsymmetricTransition.asymmetric(insertion: .opacity, removal: .slide), at: 30)
    #expect(same(asymmetric, insertion(.opacity, at: 30)))
    // Its own animation: a linear half second, done by tick 60 whatever the transaction says.
    let quick = insertion(OpacityTransition().animation(.linear(duration: 0.5)), at: 30)
    #expect(quick.1.map { abs($0 - 0.5) <= tolerance } == true)
  }

  @Test func aBuiltInTransitionsBodyMovesItsContentAsItsEffectDoes() {
    // Through the body: drawn at its will-appear place, then animated to identity.
    let moved = insertion(MoveThroughBody(), at: 60)
    #expect(moved.0.map { abs($0.minX + 50) <= tolerance } == true)
  }
}
