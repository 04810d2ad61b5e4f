import HapticTapeSwiftUI
import HeadlessRuntime
import Testing
import TouchCore

// Tolerance: 1e-9, in points and in opacity. The values are fractions of linear animations of
// 1 s sampled at whole 120 Hz frames (the curve's solver is exact to 1e-9).
private let tolerance = 1e-9

@Suite("SwiftUI default transition: views without one fade in and out")
@MainActor
struct SwiftUIDefaultTransitionTests {
  private let display = HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120)

  /// `view`, hosted in a new runtime.
  private func host<Content: View>(_ view: Content) -> (HeadlessRuntime, UIView) {
    let runtime = HeadlessRuntime(display: display)
    return (runtime, hostedLayout(view, in: runtime))
  }

  private func near(_ value: Double?, _ expected: Double) -> Bool {
    value.map { abs($0 - expected) <= tolerance } ?? false
  }

  @Test func anInsertedViewWithoutATransitionFadesIn() {
    let model = TransitionModel(shown: false)
    let (runtime, root) = host(DefaultTransitionProbeView(model: model))
    showBox(true, model, runtime)
    // A linear second from opacity 0 to 1, in its place from the start.
    for (tick, opacity) in [(30, 0.25), (60, 0.5), (90, 0.75), (120, 1.0)] {
      showFrame(Int64(tick), in: runtime)
      #expect(near(drawnBoxOpacity(in: root), opacity))
      #expect(frame(of: "box", in: root) == CGRect(x: 0, y: 50, width: 100, height: 100))
    }
  }

  @Test func aRemovedViewWithoutATransitionFadesOutUnhitThenLeaves() throws {
    let model = TransitionModel(shown: true)
    let (runtime, root) = host(DefaultTransitionProbeView(model: model))
    showBox(false, model, runtime)
    showFrame(30, in: runtime)
    // Still drawn where it was, three quarters opaque, but a touch at its centre passes it.
    let leaving = try #require(viewNamed("box", in: root))
    #expect(near(drawnBoxOpacity(in: root), 0.75))
    #expect(frame(of: "box", in: root) == CGRect(x: 0, y: 50, width: 100, height: 100))
    let hit = runtime.run { root.hitTest(CGPoint(x: 50, y: 100), with: nil) }
    #expect(hit.map { $0 === leaving || $0.isDescendant(of: leaving) } != true)
    showFrame(90, in: runtime)
    #expect(near(drawnBoxOpacity(in: root), 0.25))
    // Gone at the end of the second.
    showFrame(120, in: runtime)
    #expect(viewNamed("box", in: root) == nil)
    runtime.run { runtime.advance(to: .seconds(2)) }
    #expect(!runtime.hasPendingWork)
  }

  @Test func anImplicitAnimationFadesTheViewToo() {
    let model = TransitionModel(shown: false)
    let (runtime, root) = host(
      DefaultTransitionProbeView(model: model, implicitAnimation: .linear(duration: 1)))
    showBox(true, model, runtime, animation: nil)
    showFrame(60, in: runtime)
    #expect(near(drawnBoxOpacity(in: root), 0.5))
  }

  @Test func withoutAnAnimationTheViewComesAndLeavesAtOnce() {
    let model = TransitionModel(shown: true)
    let (runtime, root) = host(DefaultTransitionProbeView(model: model))
    showBox(false, model, runtime, animation: nil)
    #expect(viewNamed("box", in: root) == nil)
    #expect(frame(of: "below", in: root)?.minY == 50)
    showBox(true, model, runtime, animation: nil)
    #expect(near(drawnBoxOpacity(in: root), 1))
    // `withAnimation(nil)` is no animation either.
    showBox(false, model, runtime, animation: nil)
    runTurn(runtime) { withAnimation(nil) { model.shown = true } }
    #expect(near(drawnBoxOpacity(in: root), 1))
  }

  @Test func disablesAnimationsMakesInsertionAndRemovalImmediate() {
    let model = TransitionModel(shown: false)
    let (runtime, root) = host(
      DefaultTransitionProbeView(model: model, implicitAnimation: .linear(duration: 1)))
    var transaction = Transaction()
    transaction.disablesAnimations = true
    // The `animation(_:value:)` above the box leaves the transaction without an animation.
    runTurn(runtime) { withTransaction(transaction) { model.shown = true } }
    #expect(near(drawnBoxOpacity(in: root), 1))
    runTurn(runtime) { withTransaction(transaction) { model.shown = false } }
    #expect(viewNamed("box", in: root) == nil)
    #expect(frame(of: "below", in: root)?.minY == 50)
  }

  @Test func aTransitionInsideAnInsertedOrRemovedContainerDoesNotRun() {
    let model = TransitionModel(shown: false)
    let (runtime, root) = host(InsertedContainerProbeView(model: model, isInContainer: true))
    showBox(true, model, runtime)
    // The stack, the outermost inserted view, fades in; the box's move does not run: half-way
    // it is at its place, half opaque.
    showFrame(60, in: runtime)
    #expect(frame(of: "box", in: root)?.minX == 0)
    #expect(near(drawnBoxOpacity(in: root), 0.5))
    showFrame(120, in: runtime)
    // Removed at 1 s, the stack fades out the same way: at 1.5 s half opaque, the box in place.
    showBox(false, model, runtime)
    showFrame(180, in: runtime)
    #expect(frame(of: "box", in: root)?.minX == 0)
    #expect(near(drawnBoxOpacity(in: root), 0.5))
    showFrame(240, in: runtime)
    #expect(viewNamed("box", in: root) == nil)
  }

  @Test func aTransitionRunsThroughTheModifiersAroundIt() {
    let model = TransitionModel(shown: false)
    let (runtime, root) = host(InsertedContainerProbeView(model: model, isInContainer: false))
    showBox(true, model, runtime)
    // The padding passes the insertion on to the box's move, which takes the place of the
    // fade: half-way 50 pt left of its place, opaque.
    showFrame(60, in: runtime)
    #expect(near(frame(of: "box", in: root).map { Double($0.minX) }, -50))
    #expect(near(drawnBoxOpacity(in: root), 1))
    showFrame(120, in: runtime)
    // Removed at 1 s, it moves out towards the leading edge the same way, opaque.
    showBox(false, model, runtime)
    showFrame(180, in: runtime)
    #expect(near(frame(of: "box", in: root).map { Double($0.minX) }, -50))
    #expect(near(drawnBoxOpacity(in: root), 1))
  }
}
