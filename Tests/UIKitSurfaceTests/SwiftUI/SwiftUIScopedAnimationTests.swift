import HapticTapeSwiftUI
import HeadlessRuntime
import Testing
import TouchCore

// Tolerance: sizes in points, computed by hand from linear curves to 1e-9; opacities to 1e-6, as
// a layer keeps its opacity as a Float.
private let tolerance = 1e-9
private let opacityTolerance = 1e-6

/// A square whose opacity is animated by a scoped animation and whose width is not.
struct ScopedFadeSquare: View {
  let model: SlideModel
  var body: some View {
    Color.red.frame(width: model.flag ? 100 : 50, height: 50).accessibilityIdentifier("square")
      .animation(.linear(duration: 1)) { content in
        content.opacity(model.flag ? 1 : 0.2)
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

@Suite("SwiftUI animation(_:body:) animates only the modifiers in its body")
@MainActor
struct SwiftUIScopedAnimationTests {
  /// The opacity the square is drawn with: the product of its views' alphas up to `root`.
  private func opacity(in root: UIView) -> Double? {
    guard var view = findView("square", in: root) else { return nil }
    var alpha = Double(view.alpha)
    while let superview = view.superview, superview !== root {
      alpha *= Double(superview.alpha)
      view = superview
    }
    return alpha
  }

  @Test func theBodysModifiersAnimateAndTheContentDoesNot() throws {
    let runtime = phoneRuntime()
    let model = SlideModel()
    let root = hostedLayout(ScopedFadeSquare(model: model), in: runtime)
    #expect(abs(try #require(opacity(in: root)) - 0.2) <= opacityTolerance)
    runTurn(runtime) { model.flag = true }
    showFrame(60, in: root, runtime)
    // Half of a 1 s linear fade from 0.2 to 1; the width changed at once, as the change came
    // without an animation.
    #expect(abs(try #require(opacity(in: root)) - 0.6) <= opacityTolerance)
    #expect(abs(try #require(frame(of: "square", in: root)).width - 100) <= tolerance)
  }

  @Test func theContentKeepsTheAnimationItsChangeCameWith() throws {
    let runtime = phoneRuntime()
    let model = SlideModel()
    let root = hostedLayout(ScopedFadeSquare(model: model), in: runtime)
    runTurn(runtime) { withAnimation(.linear(duration: 2)) { model.flag = true } }
    showFrame(60, in: root, runtime)
    // The fade takes the scope's 1 s; the width the change's own 2 s: a quarter of 50 pt.
    #expect(abs(try #require(opacity(in: root)) - 0.6) <= opacityTolerance)
    #expect(abs(try #require(frame(of: "square", in: root)).width - 62.5) <= tolerance)
  }

  /// Shows the display frame at `tick` (120 Hz) in `runtime`, then lays `root` out.
  private func showFrame(_ tick: Int64, in root: UIView, _ runtime: HeadlessRuntime) {
    runtime.run {
      runtime.frame(at: .tick(tick, hertz: 120))
      root.layoutIfNeeded()
    }
  }
}
