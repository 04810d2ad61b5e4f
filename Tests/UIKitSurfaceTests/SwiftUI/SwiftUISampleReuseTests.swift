import HapticTape
import HapticTapeSwiftUI
import HeadlessRuntime
import Observation
import Testing

// Tolerance: opacities within 1e-6 (the layer keeps a Float); item indexes exactly.
private let opacityTolerance = 1e-6

/// Ten 100-pt targets, opaque until the model counts a tap, then at half opacity.
struct TapFadedTargets: View {
  @Bindable var model: PagerModel
  var body: some View {
    ScrollView {
      LazyVStack(spacing: 0) {
        ForEach(0..<10, id: \.self) { _ in
          Color.gray.frame(height: 100).opacity(model.taps == 0 ? 1 : 0.5)
        }
      }
      .scrollTargetLayout()
    }
  }
}

/// A SwiftUI scroll view's layout sample is kept while nothing it reads changed; a state change
/// or a scroll is in the next one.
@Suite("SwiftUI: a layout sample is kept while nothing it reads changed")
@MainActor
struct SwiftUISampleReuseTests {
  @Test func aStateChangeAndAScrollAreInTheNextSample() throws {
    let runtime = phoneRuntime()
    let model = PagerModel()
    let root = hostedLayout(TapFadedTargets(model: model), in: runtime)
    let scroll = try #require(firstScrollView(in: root))
    let first = try #require(scroll.headlessLayoutSample())
    #expect(try #require(scroll.headlessLayoutSample()) == first)
    #expect(first.first?.indexPath.item == 0)
    #expect(first.allSatisfy { abs($0.alpha - 1) <= opacityTolerance })
    // The tap re-renders every target at half opacity, with nothing moved.
    runTurn(runtime) { model.taps = 1 }
    let faded = try #require(scroll.headlessLayoutSample())
    #expect(faded.count == first.count)
    #expect(faded.allSatisfy { abs($0.alpha - 0.5) <= opacityTolerance })
    // Scrolled 150 pt: target 0 (0…100) is off screen, target 1 first.
    runtime.run { scroll.contentOffset = CGPoint(x: 0, y: 150) }
    let scrolled = try #require(scroll.headlessLayoutSample())
    #expect(scrolled.first?.indexPath.item == 1)
    withExtendedLifetime(root) {}
  }
}
