import HapticTapeSwiftUI
import HeadlessRuntime
import Testing

// Tolerance: frames are exact (a 100 × 100 view at the top left of the screen).

/// What the app keeps of a view that has gone.
@Observable final class KeptProxyModel {
  var showsReader = true
  var proxy: GeometryProxy?
}

/// A 100 × 100 geometry reader that hands its proxy to the model, while the model shows it.
struct KeptProxyView: View {
  let model: KeptProxyModel
  var body: some View {
    VStack(spacing: 0) {
      if model.showsReader {
        GeometryReader { proxy in
          Color.red.onAppear { model.proxy = proxy }
        }
        .frame(width: 100, height: 100)
      }
      Spacer()
    }
    .frame(maxWidth: .infinity, alignment: .leading)
  }
}

/// Views that leave the screen let go of what the app may keep of them: a geometry proxy kept
/// past its view reads zero, never the memory of a view that has gone.
@Suite("SwiftUI views that leave let go of what the app keeps")
@MainActor
struct SwiftUINodeLifetimeTests {
  private let display = HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120)

  @Test func aGeometryProxyKeptPastItsViewReadsZero() throws {
    let runtime = HeadlessRuntime(display: display)
    let model = KeptProxyModel()
    let root = hostedLayout(KeptProxyView(model: model), in: runtime)
    let proxy = try #require(model.proxy)
    #expect(runtime.run { proxy.frame(in: .global) } == CGRect(x: 0, y: 0, width: 100, height: 100))
    runTurn(runtime) { model.showsReader = false }
    runtime.run { root.layoutIfNeeded() }
    // The reader left, and with it the node the proxy measured.
    #expect(runtime.run { proxy.frame(in: .global) } == .zero)
  }
}
