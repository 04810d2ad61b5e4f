import HapticTapeSwiftUI
import HeadlessRuntime
import Testing
import TouchCore

// Tolerance: positions in points, computed by hand from the curves to 0.01 pt.
private let pointTolerance = 0.01
// Completion times are virtual-clock seconds, exact to 1 ns.
private let timeTolerance = 1e-9

/// Where the animated square is, moved by its model.
@Observable final class SlideModel {
  var x: CGFloat = 0
  var flag = false
  var completedAt: [Double] = []
}

/// A square offset by the model's `x`.
struct SlidingSquare: View {
  let model: SlideModel
  var body: some View {
    Color.red.frame(width: 50, height: 50).accessibilityIdentifier("square")
      .offset(x: model.x)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// A square moved by `flag` through `animation(_:value:)`, with no `withAnimation`.
struct FlaggedSquare: View {
  let model: SlideModel
  var body: some View {
    Color.red.frame(width: 50, height: 50).accessibilityIdentifier("square")
      .offset(x: model.flag ? 100 : 0)
      .animation(.linear(duration: 1), value: model.flag)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// A square that doubles and comes back each time `flag` changes.
struct PulsingSquare: View {
  let model: SlideModel
  var body: some View {
    PhaseAnimator([1.0, 2.0], trigger: model.flag) { scale in
      Color.red.frame(width: 50, height: 50).accessibilityIdentifier("square")
        .scaleEffect(scale, anchor: .topLeading)
    } animation: { _ in
      .linear(duration: 0.5)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

@Suite("SwiftUI animations move views on the virtual clock")
@MainActor
struct SwiftUIAnimationTests {
  private let display = HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120)

  /// Hosts `view` in `runtime` and returns the hosting controller's view.
  private func host<Content: View>(_ view: Content, in runtime: HeadlessRuntime) -> UIView {
    runtime.run {
      let root: UIView = UIHostingController(rootView: view).view
      root.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
      root.layoutIfNeeded()
      return root
    }
  }

  /// Runs `change` as one turn of the main run loop in `runtime`: the views update at its end.
  private func turn(_ runtime: HeadlessRuntime, _ change: () -> Void) {
    runtime.run {
      change()
      runtime.runReadyTasks()
    }
  }

  /// The square's left edge, as drawn, after the frame at `tick` (120 Hz).
  private func squareX(at tick: Int64, in root: UIView, _ runtime: HeadlessRuntime) -> Double? {
    runtime.run { runtime.frame(at: .tick(tick, hertz: 120)) }
    return frame(of: "square", in: root).map { Double($0.minX) }
  }

  @Test func aLinearAnimationMovesEvenlyAndCompletesOnTime() throws {
    let runtime = HeadlessRuntime(display: display)
    let model = SlideModel()
    let root = host(SlidingSquare(model: model), in: runtime)
    turn(runtime) {
      withAnimation(.linear(duration: 1)) {
        model.x = 100
      } completion: {
        model.completedAt.append(CACurrentMediaTime())
      }
    }
    // 0.25 s of a 1 s linear move of 100 pt: 25 pt; half-way 50; at the end 100, at rest.
    #expect(abs(try #require(squareX(at: 30, in: root, runtime)) - 25) <= pointTolerance)
    #expect(abs(try #require(squareX(at: 60, in: root, runtime)) - 50) <= pointTolerance)
    #expect(abs(try #require(squareX(at: 120, in: root, runtime)) - 100) <= pointTolerance)
    runtime.run { runtime.advance(to: .seconds(2)) }
    #expect(model.completedAt.count == 1)
    #expect(abs((model.completedAt.first ?? 0) - 1) <= timeTolerance)
    #expect(!runtime.hasPendingWork)
  }

  @Test func aLogicalCompletionLimitRunsTheCompletionEarlyAndTheMoveGoesOn() throws {
    let runtime = HeadlessRuntime(display: display)
    let model = SlideModel()
    let root = host(SlidingSquare(model: model), in: runtime)
    turn(runtime) {
      withAnimation(.linear(duration: 1).logicallyComplete(after: 0.25)) {
        model.x = 100
      } completion: {
        model.completedAt.append(CACurrentMediaTime())
      }
    }
    // The completion at 0.25 s; the square still moves on to 100 by 1 s (50 at 0.5 s).
    #expect(abs(try #require(squareX(at: 60, in: root, runtime)) - 50) <= pointTolerance)
    #expect(model.completedAt.count == 1)
    #expect(abs((model.completedAt.first ?? 0) - 0.25) <= timeTolerance)
    #expect(abs(try #require(squareX(at: 120, in: root, runtime)) - 100) <= pointTolerance)
  }

  @Test func anotherReplaysAnimationLeavesThisReplaysChangesUnanimated() throws {
    // Two replays, as parallel tests and sweep workers run them: a change made in one while
    // the other's `withAnimation` runs is not in that animation's transaction.
    let animating = HeadlessRuntime(display: display)
    let other = HeadlessRuntime(display: display)
    let model = SlideModel()
    let root = host(SlidingSquare(model: model), in: other)
    animating.run {
      withAnimation(.linear(duration: 1)) {
        turn(other) { model.x = 100 }
      }
    }
    // Moved at once: at 0.25 s the square is at 100, not at 25 of a 1 s linear move.
    #expect(abs(try #require(squareX(at: 30, in: root, other)) - 100) <= pointTolerance)
  }

  @Test func aSpringStartedDuringASpringKeepsItsVelocity() throws {
    let runtime = HeadlessRuntime(display: display)
    let model = SlideModel()
    let root = host(SlidingSquare(model: model), in: runtime)
    let spring = Animation.spring(duration: 0.5, bounce: 0)
    turn(runtime) { withAnimation(spring) { model.x = 100 } }
    // Critically damped, ω = 2π / 0.5: x(t) = 100 − 100 (1 + ωt) e^(−ωt). At 0.1 s: 35.774 pt,
    // moving at 100 ω² t e^(−ωt) = 449.44 pt/s.
    #expect(abs(try #require(squareX(at: 12, in: root, runtime)) - 35.774) <= pointTolerance)
    turn(runtime) { withAnimation(spring) { model.x = 0 } }
    // Back towards 0 from 35.774 at +449.44 pt/s: x(τ) = (c₁ + c₂τ) e^(−ωτ), c₁ = 35.774,
    // c₂ = 449.44 + ω c₁. 0.05 s later it is still moving out, at 43.065 pt (from rest it would
    // be at 31.076).
    #expect(abs(try #require(squareX(at: 18, in: root, runtime)) - 43.065) <= pointTolerance)
    #expect(abs(try #require(squareX(at: 24, in: root, runtime)) - 35.768) <= pointTolerance)
  }

  @Test func anAnimationModifierAnimatesTheChangesOfItsValue() throws {
    let runtime = HeadlessRuntime(display: display)
    let model = SlideModel()
    let root = host(FlaggedSquare(model: model), in: runtime)
    turn(runtime) { model.flag = true }
    #expect(abs(try #require(squareX(at: 30, in: root, runtime)) - 25) <= pointTolerance)
    #expect(abs(try #require(squareX(at: 120, in: root, runtime)) - 100) <= pointTolerance)
  }

  @Test func aPhaseAnimatorStepsThroughItsPhasesOncePerTrigger() throws {
    let runtime = HeadlessRuntime(display: display)
    let model = SlideModel()
    let root = host(PulsingSquare(model: model), in: runtime)
    turn(runtime) { model.flag = true }
    // 1 → 2 over 0.5 s, then back to 1 over the next 0.5 s: a 50-pt square 75, 100, 75, 50 wide.
    let widths = try [30, 60, 90, 120].map { tick in
      try #require(squareWidth(at: Int64(tick), in: root, runtime))
    }
    for (width, expected) in zip(widths, [75.0, 100, 75, 50]) {
      #expect(abs(width - expected) <= pointTolerance, "\(widths)")
    }
    runtime.run { runtime.advance(to: .seconds(2)) }
    #expect(!runtime.hasPendingWork)
  }

  @Test func aPhaseAnimatorModifierShowsItsFirstPhaseAtRest() throws {
    let root = hostedLayout(
      Color.red.frame(width: 50, height: 50).accessibilityIdentifier("square")
        .phaseAnimator([3.0, 1.0], trigger: 0) { content, scale in
          content.scaleEffect(scale, anchor: .topLeading)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
    // The first phase, 3: 150 pt wide until the trigger changes.
    #expect(frame(of: "square", in: root)?.width == 150)
  }

  /// The square's drawn width after the frame at `tick` (120 Hz).
  private func squareWidth(at tick: Int64, in root: UIView, _ runtime: HeadlessRuntime) -> Double? {
    runtime.run { runtime.frame(at: .tick(tick, hertz: 120)) }
    return frame(of: "square", in: root).map { Double($0.width) }
  }

  @Test func aChangeWithoutAnimationMovesAtOnce() throws {
    let runtime = HeadlessRuntime(display: display)
    let model = SlideModel()
    let root = host(SlidingSquare(model: model), in: runtime)
    turn(runtime) { model.x = 100 }
    #expect(abs(try #require(squareX(at: 1, in: root, runtime)) - 100) <= pointTolerance)
    #expect(!runtime.hasPendingWork)
  }
}
