import HapticTapeSwiftUI
import Testing

// Tolerance: frames in points, 1e-9 (sums and halves of stated sizes).
private let tolerance = 1e-9

/// The first anchor set: the highlighted view's bounds.
private struct HighlightKey: PreferenceKey {
  static let defaultValue: Anchor<CGRect>? = nil
  static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
    value = value ?? nextValue()
  }
}

/// Every centre set, in view order.
private struct CentersKey: PreferenceKey {
  static let defaultValue: [Anchor<CGPoint>] = []
  static func reduce(value: inout [Anchor<CGPoint>], nextValue: () -> [Anchor<CGPoint>]) {
    value += nextValue()
  }
}

/// A value that is not `Equatable`: the layer is made again at each layout pass.
private struct Caption {
  var text: String
}

private struct CaptionKey: PreferenceKey {
  static let defaultValue = Caption(text: "none")
  static func reduce(value: inout Caption, nextValue: () -> Caption) {
    value.text += "+" + nextValue().text
  }
}

/// A 100 × 40 bar over a 60 × 30 one, padded by 10; the second's bounds highlighted in an
/// overlay that reads them through a `GeometryReader`: (10 + 20, 10 + 40) = (30, 50), 60 × 30.
private struct HighlightView: View {
  var body: some View {
    VStack(spacing: 0) {
      Color.red.frame(width: 100, height: 40)
      Color.blue.frame(width: 60, height: 30)
        .anchorPreference(key: HighlightKey.self, value: .bounds) { $0 }
    }
    .padding(10)
    .overlayPreferenceValue(HighlightKey.self) { anchor in
      GeometryReader { proxy in
        if let anchor {
          let rect = proxy[anchor]
          Rectangle().frame(width: rect.width, height: rect.height)
            .accessibilityIdentifier("highlight")
            .padding(.leading, rect.minX).padding(.top, rect.minY)
        }
      }
    }
  }
}

/// How many times a layer was made.
final class LayerCount {
  var made = 0
}

@Suite("SwiftUI preferences: layers made from the values set inside, and anchors")
@MainActor
struct SwiftUIPreferenceLayerTests {
  @Test func anOverlayDrawsARectangleAtAChildsAnchorBounds() throws {
    let root = hostedLayout(pinned(HighlightView()))
    let found = try #require(frame(of: "highlight", in: root))
    #expect(abs(found.minX - 30) <= tolerance)
    #expect(abs(found.minY - 50) <= tolerance)
    #expect(abs(found.width - 60) <= tolerance)
    #expect(abs(found.height - 30) <= tolerance)
  }

  @Test func anchorsFollowTheViewToItsNewPlace() throws {
    // Moved 25 pt right and 15 pt down: the overlay is made again from the new frame.
    let root = hostedLayout(pinned(HighlightView().padding(.leading, 25).padding(.top, 15)))
    let found = try #require(frame(of: "highlight", in: root))
    #expect(abs(found.minX - 55) <= tolerance)
    #expect(abs(found.minY - 65) <= tolerance)
    #expect(abs(found.width - 60) <= tolerance)
  }

  @Test func pointAnchorsAreReadInTheProxysCoordinates() throws {
    // Two 20-pt squares 40 pt apart at (0, 0) and (60, 0), in a frame 100 pt from the left:
    // their centres are (10, 10) and (70, 10) in the overlay's reader, each dot 4 × 4 around
    // one, so (8, 8) and (68, 8) there and 100 pt further right on the screen.
    let root = hostedLayout(
      pinned(
        HStack(spacing: 40) {
          ForEach(0..<2, id: \.self) { _ in
            Color.gray.frame(width: 20, height: 20)
              .transformAnchorPreference(key: CentersKey.self, value: .center) { value, anchor in
                value.append(anchor)
              }
          }
        }
        .overlayPreferenceValue(CentersKey.self, alignment: .topLeading) { centers in
          GeometryReader { proxy in
            ForEach(0..<centers.count, id: \.self) { index in
              let center = proxy[centers[index]]
              Color.black.frame(width: 4, height: 4).accessibilityIdentifier("dot-\(index)")
                .padding(.leading, center.x - 2).padding(.top, center.y - 2)
            }
          }
        }
        .padding(.leading, 100)))
    let first = try #require(frame(of: "dot-0", in: root))
    let second = try #require(frame(of: "dot-1", in: root))
    #expect(abs(first.minX - 108) <= tolerance)
    #expect(abs(first.minY - 8) <= tolerance)
    #expect(abs(second.minX - 168) <= tolerance)
    #expect(abs(second.minY - 8) <= tolerance)
  }

  @Test func aBackgroundReadsAValueThatIsNotEquatable() throws {
    // "a" then "b" reduced in view order; the background is aligned top leading in the
    // 200 × 100 frame, so its text starts at (0, 0).
    let root = hostedLayout(
      pinned(
        VStack {
          Text("A").preference(key: CaptionKey.self, value: Caption(text: "a"))
          Text("B").preference(key: CaptionKey.self, value: Caption(text: "b"))
        }
        .frame(width: 200, height: 100)
        .backgroundPreferenceValue(CaptionKey.self, alignment: .topLeading) { caption in
          Text(caption.text).accessibilityIdentifier("caption \(caption.text)")
        }))
    let found = try #require(frame(of: "caption a+b", in: root))
    #expect(abs(found.minX) <= tolerance)
    #expect(abs(found.minY) <= tolerance)
  }

  @Test func withNoValueSetTheLayerIsMadeFromTheDefault() throws {
    let root = hostedLayout(
      pinned(
        Color.gray.frame(width: 50, height: 50)
          .overlayPreferenceValue(HighlightKey.self) { anchor in
            Text("Layer").accessibilityIdentifier(anchor == nil ? "no anchor" : "an anchor")
          }))
    // The layer, centred in the 50-pt square: 5 × 8.5 = 42.5 pt wide, 20.4 pt tall.
    let found = try #require(frame(of: "no anchor", in: root))
    #expect(abs(found.midX - 25) <= tolerance)
    #expect(abs(found.midY - 25) <= tolerance)
    #expect(findView("an anchor", in: root) == nil)
  }

  @Test func aValueThatIsNotEquatableIsReadAgainOnlyInLayoutPasses() {
    let runtime = phoneRuntime()
    let count = LayerCount()
    _ = hostedLayout(
      Text("A").preference(key: CaptionKey.self, value: Caption(text: "a"))
        .overlayPreferenceValue(CaptionKey.self) { caption in
          let _ = count.made += 1
          Text(caption.text)
        },
      in: runtime)
    let afterHosting = count.made
    // Frames with nothing changed lay nothing out: the layer is not made again.
    for tick in 1...10 { showFrame(Int64(tick), in: runtime) }
    #expect(afterHosting >= 1)
    #expect(count.made == afterHosting)
  }
}
