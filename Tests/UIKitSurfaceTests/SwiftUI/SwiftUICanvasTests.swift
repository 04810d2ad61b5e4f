// Tolerance: frames, transforms and sizes in points, 1e-9 (sums and products of stated sizes;
// a rotation's sine and cosine, 1e-9).
import HapticTape
import HapticTapeSwiftUI
import Observation
import Testing

@testable import SwiftUI

private let tolerance = 1e-9

/// What the canvas screen saw: taps on the canvas, and whether its renderer ran.
@Observable final class CanvasLog {
  var taps = 0
  /// Set by the renderer (not observed: the renderer would run while drawing).
  @ObservationIgnored var rendered = false
}

/// A 100-pt canvas that counts taps, centred on the screen.
struct TappedCanvasView: View {
  let log: CanvasLog
  var body: some View {
    Canvas { context, size in
      log.rendered = true
      context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.green))
    }
    .frame(width: 100, height: 100)
    .onTapGesture { log.taps += 1 }
  }
}

enum TappedCanvasScreen: SwiftUIScreen {
  static let id = "tapped-canvas"
  static let summary = "A canvas that counts taps."
  static func makeModel(configuration: UIKitScreenConfiguration) -> CanvasLog { CanvasLog() }
  static func makeView(model: CanvasLog, configuration: UIKitScreenConfiguration)
    -> TappedCanvasView
  { TappedCanvasView(log: model) }
}

private func expectTransform(
  _ actual: CGAffineTransform, _ expected: CGAffineTransform,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let pairs = [
    (actual.a, expected.a), (actual.b, expected.b), (actual.c, expected.c),
    (actual.d, expected.d), (actual.tx, expected.tx), (actual.ty, expected.ty),
  ]
  #expect(
    pairs.allSatisfy { abs($0.0 - $0.1) <= tolerance }, "\(actual) vs \(expected)",
    sourceLocation: sourceLocation)
}

private func expectSize(
  _ actual: CGSize?, _ expected: CGSize, sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let actual else {
    Issue.record("no size; expected \(expected)", sourceLocation: sourceLocation)
    return
  }
  #expect(
    abs(actual.width - expected.width) <= tolerance
      && abs(actual.height - expected.height) <= tolerance,
    "\(actual) vs \(expected)", sourceLocation: sourceLocation)
}

@Suite("SwiftUI Canvas: laid out and hit like a rectangle, never rendered")
struct SwiftUICanvasTests {
  @Test func aCanvasTakesItsFixedFrame() {
    var rendered = false
    let root = hostedLayout(
      Canvas { _, _ in rendered = true }.accessibilityIdentifier("canvas")
        .frame(width: 120, height: 80))
    // Centred: x (393 − 120) / 2 = 136.5, y (852 − 80) / 2 = 386.
    expectFrame("canvas", in: root, CGRect(x: 136.5, y: 386, width: 120, height: 80))
    #expect(!rendered)
  }

  @Test func aCanvasTakesTheSpaceATextLeavesInAStack() {
    let root = hostedLayout(
      HStack {
        Text("Label").accessibilityIdentifier("label")
        Canvas { _, _ in
        } symbols: {
          Circle().frame(width: 16, height: 16).tag("dot")
        }
        .accessibilityIdentifier("canvas")
      }
      .frame(height: 50))
    // "Label": 5 × 8.5 = 42.5 wide, 20.4 tall; the canvas takes 393 − 42.5 − 8 = 342.5 and the
    // row's 50 pt, the row at y (852 − 50) / 2 = 401 and the label centred in it at 415.8.
    expectFrame("label", in: root, CGRect(x: 0, y: 415.8, width: 42.5, height: 20.4))
    expectFrame("canvas", in: root, CGRect(x: 50.5, y: 401, width: 342.5, height: 50))
  }

  @Test func aCanvasOfferedNothingIsTenPointsSquare() {
    let root = hostedLayout(
      Canvas(opaque: true, colorMode: .linear, rendersAsynchronously: true) { _, _ in }
        .fixedSize().accessibilityIdentifier("canvas"))
    expectFrame("canvas", in: root, CGRect(x: 191.5, y: 421, width: 10, height: 10))
  }

  @Test func aCanvasIsHitInItsWholeFrame() {
    let root = topLeft(Canvas { _, _ in })
    #expect(hitName(at: CGPoint(x: 1, y: 1), in: root) == "target")
    #expect(hitName(at: CGPoint(x: 50, y: 50), in: root) == "target")
    #expect(hitName(at: CGPoint(x: 99, y: 99), in: root) == "target")
    #expect(hitName(at: CGPoint(x: 101, y: 50), in: root) == nil)
  }

  @Test func aTapOnTheCanvasReachesItsTapGestureAndItIsNeverRendered() throws {
    // The canvas is centred in the 759 pt below the 59-pt safe area: centre (196.5, 438.5); a
    // tap 40 pt from its centre, near its corner, still hits it (a rectangle, not its ellipse).
    let (scene, _) = try replayHosted(
      "tap 196,438\nwait 0.5s\ntap 236,478\nwait 0.5s",
      on: SwiftUIHostedScreen<TappedCanvasScreen>.self)
    let log = try #require(SwiftUIHostedScreen<TappedCanvasScreen>.model(of: scene))
    #expect(log.taps == 2)
    #expect(!log.rendered)
  }
}

@Suite("SwiftUI GraphicsContext: state kept as a value, text and images measured")
struct SwiftUIGraphicsContextTests {
  @Test func transformsChangeAsAppleDocuments() {
    var context = GraphicsContext(size: CGSize(width: 200, height: 100))
    expectTransform(context.transform, .identity)
    context.translateBy(x: 10, y: 20)
    context.scaleBy(x: 2, y: 3)
    // translatedBy then scaledBy: x' = 2x + 10, y' = 3y + 20.
    expectTransform(context.transform, CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 20))
    var turned = GraphicsContext(size: .zero)
    turned.rotate(by: .degrees(90))
    // A quarter turn: (cos, sin, −sin, cos) = (0, 1, −1, 0).
    expectTransform(turned.transform, CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))
    // concatenate applies the matrix first: a translation by (5, 0) is scaled by (2, 3).
    context.concatenate(CGAffineTransform(translationX: 5, y: 0))
    expectTransform(context.transform, CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 20, ty: 20))
  }

  @Test func aCopyKeepsItsOwnState() {
    let context = GraphicsContext(size: CGSize(width: 200, height: 100))
    var copy = context
    copy.translateBy(x: 30, y: 0)
    copy.opacity = 0.5
    copy.blendMode = .multiply
    copy.addFilter(.blur(radius: 4))
    copy.addFilter(.colorMultiply(.red), options: .linearColor)
    expectTransform(context.transform, .identity)
    #expect(context.opacity == 1 && context.blendMode == .normal && context.filters.isEmpty)
    #expect(copy.opacity == 0.5 && copy.blendMode == .multiply)
    #expect(copy.filters.count == 2 && copy.filters[1].options == .linearColor)
    if case .colorMultiply(let color) = copy.filters[1].filter.kind {
      #expect(color == .red)
    } else {
      Issue.record("the second filter is \(copy.filters[1].filter.kind)")
    }
  }

  @Test func theClipBoundsNarrowByEachPathInUserSpace() {
    var context = GraphicsContext(size: CGSize(width: 200, height: 100))
    expectFrame(context.clipBoundingRect, CGRect(x: 0, y: 0, width: 200, height: 100))
    context.translateBy(x: 50, y: 0)
    // The canvas's bounds in user space, moved 50 pt left.
    expectFrame(context.clipBoundingRect, CGRect(x: -50, y: 0, width: 200, height: 100))
    context.clip(to: Path(CGRect(x: 0, y: 0, width: 300, height: 40)))
    // (50, 0, 300, 40) on the canvas, cut to its 200 × 100: (50, 0, 150, 40), (0, 0, 150, 40)
    // in user space.
    expectFrame(context.clipBoundingRect, CGRect(x: 0, y: 0, width: 150, height: 40))
    context.clip(to: Path(CGRect(x: 10, y: 10, width: 20, height: 20)), options: .inverse)
    expectFrame(context.clipBoundingRect, CGRect(x: 0, y: 0, width: 150, height: 40))
    context.scaleBy(x: 2, y: 2)
    expectFrame(context.clipBoundingRect, CGRect(x: 0, y: 0, width: 75, height: 20))
    context.clip(to: Path(CGRect(x: 500, y: 500, width: 1, height: 1)))
    #expect(context.clipBoundingRect.isNull)
  }

  @Test func layersRunOnACopyAndDrawingChangesNothing() {
    var context = GraphicsContext(size: CGSize(width: 100, height: 100))
    var layerTransforms: [CGAffineTransform] = []
    context.translateBy(x: 10, y: 0)
    context.drawLayer { layer in
      layer.translateBy(x: 5, y: 0)
      layerTransforms.append(layer.transform)
    }
    context.clipToLayer(opacity: 0.5, options: .inverse) { layer in
      layer.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .foreground)
      layerTransforms.append(layer.transform)
    }
    let shading = context.resolve(.color(.blue))
    context.fill(Path(CGRect(x: 0, y: 0, width: 50, height: 50)), with: shading)
    context.stroke(Path(ellipseIn: .zero), with: .style(.red), lineWidth: 2)
    context.stroke(
      Path(ellipseIn: .zero),
      with: .linearGradient(Gradient(colors: [.red, .blue]), startPoint: .zero, endPoint: .zero),
      style: StrokeStyle(lineWidth: 3))
    context.draw(Text("Hi"), at: CGPoint(x: 20, y: 20))
    context.draw(Image(systemName: "star"), in: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(layerTransforms.count == 2)
    expectTransform(layerTransforms[0], CGAffineTransform(translationX: 15, y: 0))
    expectTransform(layerTransforms[1], CGAffineTransform(translationX: 10, y: 0))
    expectTransform(context.transform, CGAffineTransform(translationX: 10, y: 0))
    expectFrame(context.clipBoundingRect, CGRect(x: -10, y: 0, width: 100, height: 100))
    if case .color(let color) = shading.kind {
      #expect(color == .blue)
    } else {
      Issue.record("the shading is \(shading.kind)")
    }
  }

  @Test func resolvedTextMeasuresAsATextViewIsLaidOut() {
    let root = hostedLayout(
      VStack(spacing: 0) {
        Text("Hello, canvas").accessibilityIdentifier("line")
        Text("Hello, canvas").frame(width: 50).accessibilityIdentifier("wrapped")
        Text("Title").font(.title).accessibilityIdentifier("title")
      })
    let context = GraphicsContext(size: CGSize(width: 393, height: 852))
    let line = context.resolve(Text("Hello, canvas")).measure(in: CGSize(width: 393, height: 852))
    // 13 characters × 8.5 = 110.5 wide, one 20.4-pt line.
    expectSize(line, CGSize(width: 110.5, height: 20.4))
    expectSize(frame(of: "line", in: root)?.size, line)
    // 50 pt fits 5 characters a line: 3 lines, 61.2 pt, as the text view wraps.
    let wrapped = context.resolve(Text("Hello, canvas")).measure(
      in: CGSize(width: 50, height: 1000))
    expectSize(wrapped, CGSize(width: 50, height: 61.2))
    expectSize(frame(of: "wrapped", in: root)?.size, wrapped)
    let title = context.resolve(Text("Title").font(.title)).measure(
      in: CGSize(width: 393, height: 852))
    // 5 × 14 = 70 wide at 28 pt, 33.6 tall.
    expectSize(title, CGSize(width: 70, height: 33.6))
    expectSize(frame(of: "title", in: root)?.size, title)
    // The context's environment sizes text with no font of its own: caption, 12 pt.
    var caption = EnvironmentValues()
    caption.font = .caption
    let small = GraphicsContext(size: .zero, environment: caption).resolve(Text("ab"))
    expectSize(small.measure(in: CGSize(width: 100, height: 100)), CGSize(width: 12, height: 14.4))
  }

  @Test func resolvedImagesHaveTheirViewsSize() {
    let root = hostedLayout(Image(systemName: "star").accessibilityIdentifier("star"))
    let context = GraphicsContext(size: CGSize(width: 100, height: 100))
    let star = context.resolve(Image(systemName: "star"))
    // A symbol is one 17-pt line tall, square: 20.4.
    expectSize(star.size, CGSize(width: 20.4, height: 20.4))
    #expect(star.baseline == star.size.height)
    expectSize(frame(of: "star", in: root)?.size, star.size)
    #expect(star.shading != nil)
    let named = context.resolve(Image("photo"))
    #expect(named.size == .zero && named.shading == nil)
    context.draw(star, at: CGPoint(x: 50, y: 50), anchor: .topLeading)
  }

  @Test func symbolsResolveByTag() {
    let context = GraphicsContext(
      size: CGSize(width: 100, height: 100), symbolSizes: ["dot": CGSize(width: 16, height: 16)])
    #expect(context.resolveSymbol(id: "dot")?.size == CGSize(width: 16, height: 16))
    #expect(context.resolveSymbol(id: "ring") == nil)
    #expect(context.resolveSymbol(id: 3) == nil)
  }
}
