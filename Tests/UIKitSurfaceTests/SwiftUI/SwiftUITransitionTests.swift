import HapticTapeSwiftUI
import HeadlessRuntime
import Testing
import TouchCore

// Tolerance: 1e-9, in points and in opacity. The values are fractions of linear animations of
// 1 s sampled at whole 120 Hz frames (the curve's solver is exact to 1e-9).
private let tolerance = 1e-9

/// Whether the box below is shown.
@Observable final class TransitionModel {
  var shown: Bool
  init(shown: Bool) { self.shown = shown }
}

/// A fade of the app's own, for `AnyTransition.modifier(active:identity:)`.
struct FadeModifier: ViewModifier {
  let amount: Double
  func body(content: Content) -> some View { content.opacity(amount) }
}

/// A 100-pt box between two 50-pt bars, shown by the model with `transition`, at the top left.
struct TransitionProbeView: View {
  let model: TransitionModel
  let transition: AnyTransition
  var body: some View {
    TransitionProbeLayout(model: model) { $0.transition(transition) }
  }
}

/// The probe's views, the box inserted and removed with what `transitioned` puts on it.
struct TransitionProbeLayout<Box: View>: View {
  let model: TransitionModel
  let transitioned: (AnyView) -> Box
  var body: some View {
    VStack(spacing: 0) {
      Color.gray.frame(width: 100, height: 50)
      if model.shown {
        transitioned(
          AnyView(Color.red.frame(width: 100, height: 100).accessibilityIdentifier("box")))
      }
      Color.gray.frame(width: 100, height: 50).accessibilityIdentifier("below")
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

@Suite("SwiftUI transitions: inserted and removed views animate in and out")
@MainActor
struct SwiftUITransitionTests {
  private let display = HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120)

  /// The probe with `transition`, hosted in a new runtime, the box shown or not.
  private func host(_ transition: AnyTransition, shown: Bool)
    -> (HeadlessRuntime, TransitionModel, UIView)
  {
    let runtime = HeadlessRuntime(display: display)
    let model = TransitionModel(shown: shown)
    let root = hostedLayout(TransitionProbeView(model: model, transition: transition), in: runtime)
    return (runtime, model, root)
  }

  /// The box's drawn frame after the frame at `tick` (120 Hz).
  private func box(at tick: Int64, in root: UIView, _ runtime: HeadlessRuntime) -> CGRect? {
    showFrame(tick, in: runtime)
    return frame(of: "box", in: root)
  }

  private func near(_ value: Double?, _ expected: Double) -> Bool {
    value.map { abs($0 - expected) <= tolerance } ?? false
  }

  private func near(_ value: CGFloat?, _ expected: Double) -> Bool {
    near(value.map { Double($0) }, expected)
  }

  @Test func anOpacityTransitionFadesAnInsertedViewIn() throws {
    let (runtime, model, root) = host(.opacity, shown: false)
    showBox(true, model, runtime)
    // A linear second from opacity 0 to 1: a quarter, a half, all of it.
    for (tick, opacity) in [(30, 0.25), (60, 0.5), (120, 1.0)] {
      showFrame(Int64(tick), in: runtime)
      #expect(near(drawnBoxOpacity(in: root), opacity))
    }
    // Its place is its own at once; the bar below it moved down with the animation.
    #expect(frame(of: "box", in: root) == CGRect(x: 0, y: 50, width: 100, height: 100))
    #expect(frame(of: "below", in: root)?.minY == 150)
  }

  @Test func aMoveTransitionSlidesInFromTheLeadingEdgeByTheViewsWidth() throws {
    let (runtime, model, root) = host(.move(edge: .leading), shown: false)
    showBox(true, model, runtime)
    // From 100 pt left (its own width) to its place at x = 0.
    #expect(near(box(at: 30, in: root, runtime)?.minX, -75))
    #expect(near(box(at: 60, in: root, runtime)?.minX, -50))
    #expect(near(box(at: 120, in: root, runtime)?.minX, 0))
    #expect(near(drawnBoxOpacity(in: root), 1))
  }

  @Test func aScaleTransitionGrowsTheViewAboutItsAnchor() throws {
    let (runtime, model, root) = host(.scale, shown: false)
    showBox(true, model, runtime)
    // From nothing about the centre (50, 100): 25 pt wide a quarter of the way.
    let quarter = try #require(box(at: 30, in: root, runtime))
    #expect(near(quarter.width, 25) && near(quarter.height, 25))
    #expect(near(quarter.midX, 50) && near(quarter.midY, 100))
    #expect(near(box(at: 60, in: root, runtime)?.width, 50))
    #expect(near(box(at: 120, in: root, runtime)?.width, 100))

    let (later, anchored, anchoredRoot) = host(
      .scale(scale: 0.5, anchor: .topLeading), shown: false)
    showBox(true, anchored, later)
    // From half its size about its top leading corner (0, 50): 75 pt half-way, corner kept.
    let half = try #require(box(at: 60, in: anchoredRoot, later))
    #expect(near(half.width, 75) && near(half.minX, 0) && near(half.minY, 50))

    // iOS 17's unlabelled form, combined with a fade: the same scale.
    let (modern, modernModel, modernRoot) = host(
      .scale(0.5, anchor: .topLeading).combined(with: .opacity), shown: false)
    showBox(true, modernModel, modern)
    let modernHalf = try #require(box(at: 60, in: modernRoot, modern))
    #expect(near(modernHalf.width, 75) && near(modernHalf.minX, 0) && near(modernHalf.minY, 50))
  }

  @Test func aRemovedViewStaysUntilItsAnimationEndsThenLeaves() throws {
    let (runtime, model, root) = host(.opacity, shown: true)
    showBox(false, model, runtime)
    // Half-way it is at its place at half its opacity; the bar below has moved half of the way
    // up into its space.
    #expect(box(at: 60, in: root, runtime) == CGRect(x: 0, y: 50, width: 100, height: 100))
    #expect(near(drawnBoxOpacity(in: root), 0.5))
    #expect(near(frame(of: "below", in: root).map { Double($0.minY) }, 100))
    #expect(near(box(at: 90, in: root, runtime).map { _ in drawnBoxOpacity(in: root) ?? -1 }, 0.25))
    // At the end of the second it is gone.
    #expect(box(at: 120, in: root, runtime) == nil)
    runtime.run { runtime.advance(to: .seconds(2)) }
    #expect(!runtime.hasPendingWork)
  }

  @Test func anAsymmetricTransitionInsertsOneWayAndRemovesAnother() throws {
    let (runtime, model, root) = host(
      .asymmetric(insertion: .opacity, removal: .move(edge: .trailing)), shown: false)
    showBox(true, model, runtime)
    // In: a fade, in place.
    #expect(box(at: 60, in: root, runtime)?.minX == 0)
    #expect(near(drawnBoxOpacity(in: root), 0.5))
    _ = box(at: 120, in: root, runtime)
    showBox(false, model, runtime)
    // Out: a move 100 pt right (its width), opaque. The turn ran at 1 s: half-way at 1.5 s.
    #expect(near(box(at: 180, in: root, runtime)?.minX, 50))
    #expect(near(drawnBoxOpacity(in: root), 1))
    #expect(box(at: 240, in: root, runtime) == nil)
  }

  @Test func combinedTransitionsApplyTogether() throws {
    let (runtime, model, root) = host(.move(edge: .top).combined(with: .opacity), shown: false)
    showBox(true, model, runtime)
    // Half-way: 50 pt above its place (half its height) and half opaque.
    #expect(near(box(at: 60, in: root, runtime)?.minY, 0))
    #expect(near(drawnBoxOpacity(in: root), 0.5))
  }

  @Test func aPushComesInFromItsEdgeFadingIn() throws {
    let (runtime, model, root) = host(.push(from: .bottom), shown: false)
    showBox(true, model, runtime)
    // A quarter of the way: 75 pt below its place (y = 50), a quarter opaque.
    #expect(near(box(at: 30, in: root, runtime)?.minY, 125))
    #expect(near(drawnBoxOpacity(in: root), 0.25))
  }

  @Test func aTransitionsOwnAnimationTakesThePlaceOfTheTransactions() throws {
    let (runtime, model, root) = host(.opacity.animation(.linear(duration: 2)), shown: false)
    showBox(true, model, runtime)
    // Half a second of a 2 s fade, not half of the transaction's 1 s.
    showFrame(60, in: runtime)
    #expect(near(drawnBoxOpacity(in: root), 0.25))
  }

  @Test func aModifierTransitionAnimatesTheAppsModifier() throws {
    let (runtime, model, root) = host(
      .modifier(active: FadeModifier(amount: 0), identity: FadeModifier(amount: 1)), shown: false)
    showBox(true, model, runtime)
    showFrame(30, in: runtime)
    #expect(near(drawnBoxOpacity(in: root), 0.25))
    showFrame(120, in: runtime)
    #expect(near(drawnBoxOpacity(in: root), 1))
  }

  @Test func withoutAnimationAViewLeavesAndComesAtOnce() throws {
    let (runtime, model, root) = host(.move(edge: .leading), shown: true)
    showBox(false, model, runtime, animation: nil)
    #expect(frame(of: "box", in: root) == nil)
    #expect(frame(of: "below", in: root)?.minY == 50)
    showBox(true, model, runtime, animation: nil)
    #expect(frame(of: "box", in: root) == CGRect(x: 0, y: 50, width: 100, height: 100))
    #expect(near(drawnBoxOpacity(in: root), 1))
    // The same removal inside an animation keeps it: half-way, 50 pt towards the leading edge.
    showBox(false, model, runtime)
    #expect(near(box(at: 60, in: root, runtime)?.minX, -50))
  }

  @Test func aLeavingViewIsNotHit() throws {
    let (runtime, model, root) = host(.opacity, shown: true)
    let centre = CGPoint(x: 50, y: 100)
    let shownBox = try #require(viewNamed("box", in: root))
    let before = runtime.run { root.hitTest(centre, with: nil) }
    #expect(before.map { $0 === shownBox || $0.isDescendant(of: shownBox) } == true)
    showBox(false, model, runtime)
    showFrame(30, in: runtime)
    // Still drawn, three quarters opaque, but a touch passes it.
    let leaving = try #require(viewNamed("box", in: root))
    #expect(near(drawnBoxOpacity(in: root), 0.75))
    let after = runtime.run { root.hitTest(centre, with: nil) }
    #expect(after.map { $0 === leaving || $0.isDescendant(of: leaving) } != true)
  }
}
