import Foundation
import HapticTapeSwiftUI
import HeadlessRuntime
import Observation
import Testing

// Tolerance: matrix entries and drawn positions in points, 1e-6 (products and quotients of
// doubles, sines of doubles; positions hand-computed to 1e-6).
private let tolerance = 1e-6

/// Moves its view along a quarter circle of radius 100 as `progress` goes from 0 to 1: right
/// by 100 sin(progress · π/2), down by 100 (1 − cos(progress · π/2)).
struct ArcEffect: GeometryEffect {
  var progress: CGFloat
  var animatableData: CGFloat {
    get { progress }
    set { progress = newValue }
  }
  func effectValue(size: CGSize) -> ProjectionTransform {
    let angle = Double(progress) * Double.pi / 2
    return ProjectionTransform(
      CGAffineTransform(translationX: 100 * sin(angle), y: 100 * (1 - cos(angle))))
  }
}

/// Scales its view about its top leading corner by two numbers, animated as a pair.
struct StretchEffect: GeometryEffect {
  var x: CGFloat
  var y: CGFloat
  var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(x, y) }
    set { (x, y) = (newValue.first, newValue.second) }
  }
  func effectValue(size: CGSize) -> ProjectionTransform {
    ProjectionTransform(CGAffineTransform(scaleX: x, y: y))
  }
}

/// One number in a vector type the surface cannot spell as numbers.
struct Level: VectorArithmetic {
  var value: Double
  static var zero: Level { Level(value: 0) }
  static func + (lhs: Level, rhs: Level) -> Level { Level(value: lhs.value + rhs.value) }
  static func - (lhs: Level, rhs: Level) -> Level { Level(value: lhs.value - rhs.value) }
  mutating func scale(by rhs: Double) { value *= rhs }
  var magnitudeSquared: Double { value * value }
}

/// Moves its view right by its level.
struct LevelEffect: GeometryEffect {
  var animatableData: Level
  func effectValue(size: CGSize) -> ProjectionTransform {
    ProjectionTransform(CGAffineTransform(translationX: CGFloat(animatableData.value), y: 0))
  }
}

@Observable final class EffectModel {
  var progress: CGFloat = 0
  var stretch = CGSize(width: 1, height: 1)
  var level = 0.0
}

/// A 50-pt square named "square" at the top leading corner, drawn through the model's effects.
struct EffectSquare: View {
  let model: EffectModel
  var body: some View {
    Color.red.frame(width: 50, height: 50).accessibilityIdentifier("square")
      .modifier(ArcEffect(progress: model.progress))
      .modifier(StretchEffect(x: model.stretch.width, y: model.stretch.height))
      .modifier(LevelEffect(animatableData: Level(value: model.level)))
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

@Suite("SwiftUI GeometryEffect and ProjectionTransform")
@MainActor
struct SwiftUIGeometryEffectTests {
  private let display = HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120)

  /// The square's drawn frame after the frame at `tick` (of 120 Hz).
  private func square(at tick: Int64, in root: UIView, _ runtime: HeadlessRuntime) -> CGRect? {
    showFrame(tick, in: runtime)
    return frame(of: "square", in: root)
  }

  @Test func projectionTransformsConcatenateAndInvert() {
    let move = ProjectionTransform(CGAffineTransform(translationX: 10, y: 0))
    let scale = ProjectionTransform(CGAffineTransform(scaleX: 2, y: 3))
    // Moved, then scaled: (x, y) → (2 (x + 10), 3 y): m11 2, m22 3, m31 20.
    let moveThenScale = move.concatenating(scale)
    #expect(abs(moveThenScale.m11 - 2) <= tolerance && abs(moveThenScale.m22 - 3) <= tolerance)
    #expect(abs(moveThenScale.m31 - 20) <= tolerance && abs(moveThenScale.m32) <= tolerance)
    // Scaled, then moved: m31 10.
    #expect(abs(scale.concatenating(move).m31 - 10) <= tolerance)
    // The inverse: (x, y) → (x / 2 − 10, y / 3).
    let inverse = moveThenScale.inverted()
    #expect(abs(inverse.m11 - 0.5) <= tolerance && abs(inverse.m22 - 1.0 / 3) <= tolerance)
    #expect(abs(inverse.m31 + 10) <= tolerance)
    let product = moveThenScale.concatenating(inverse)
    for (entry, expected) in [
      (product.m11, 1.0), (product.m12, 0), (product.m21, 0), (product.m22, 1), (product.m31, 0),
      (product.m32, 0), (product.m33, 1),
    ] {
      #expect(abs(entry - expected) <= tolerance)
    }
    // A transform that flattens the plane has no inverse: left unchanged.
    var flat = ProjectionTransform(CGAffineTransform(scaleX: 0, y: 1))
    let inverted = flat.invert()
    #expect(!inverted)
    #expect(flat == ProjectionTransform(CGAffineTransform(scaleX: 0, y: 1)))
    #expect(ProjectionTransform().isIdentity && ProjectionTransform().isAffine)
  }

  @Test func aLayerTransformsPlanePartIsTheProjection() {
    var layer = CATransform3DIdentity
    layer.m14 = 0.5
    layer.m41 = 7
    layer.m34 = -0.002  // depth: not part of the plane
    let projection = ProjectionTransform(layer)
    #expect(abs(projection.m13 - 0.5) <= tolerance && abs(projection.m31 - 7) <= tolerance)
    #expect(abs(projection.m33 - 1) <= tolerance && !projection.isAffine)
  }

  @Test func anEffectDrawsTheViewThroughItsTransform() {
    let model = EffectModel()
    model.progress = 1
    let root = hostedLayout(EffectSquare(model: model))
    // At progress 1 the arc ends 100 right and 100 down.
    expectFrame(
      "square", in: root, CGRect(x: 100, y: 100, width: 50, height: 50), tolerance: tolerance)
  }

  @Test func projectionEffectDividesByW() {
    var halves = ProjectionTransform()
    halves.m33 = 2
    var leaning = ProjectionTransform()
    leaning.m13 = 0.02
    let root = hostedLayout(
      VStack(alignment: .leading, spacing: 0) {
        Color.red.frame(width: 50, height: 50).accessibilityIdentifier("half")
          .projectionEffect(halves)
        Color.red.frame(width: 50, height: 50).accessibilityIdentifier("leaning")
          .projectionEffect(leaning)
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
    // w = 2 everywhere: every point halved. w = 1 + 0.02 x: the right edge (x = 50, w = 2) is
    // drawn at x 25 and its corners at y 0 and 25 (in the square's coordinates); the left edge
    // stays: the box from (0, 0) to (25, 50), the second square 50 down.
    expectFrame("half", in: root, CGRect(x: 0, y: 0, width: 25, height: 25), tolerance: tolerance)
    expectFrame(
      "leaning", in: root, CGRect(x: 0, y: 50, width: 25, height: 50), tolerance: tolerance)
  }

  @Test func anAnimationInterpolatesTheEffectsDataNotItsMatrix() throws {
    let runtime = HeadlessRuntime(display: display)
    let model = EffectModel()
    let root = hostedLayout(EffectSquare(model: model), in: runtime)
    runTurn(runtime) { withAnimation(.linear(duration: 1)) { model.progress = 1 } }
    // A quarter of the way, progress 0.25: 100 sin(π/8) = 38.268343 right, 100 (1 − cos(π/8))
    // = 7.612047 down (the matrices' mix would be 25 and 25). Half way: 70.710678, 29.289322.
    expectFrame(
      square(at: 30, in: root, runtime), CGRect(x: 38.268_343, y: 7.612_047, width: 50, height: 50),
      tolerance)
    expectFrame(
      square(at: 60, in: root, runtime),
      CGRect(x: 70.710_678, y: 29.289_322, width: 50, height: 50), tolerance)
    expectFrame(
      square(at: 120, in: root, runtime), CGRect(x: 100, y: 100, width: 50, height: 50), tolerance)
  }

  @Test func aPairOfNumbersAnimatesTogether() throws {
    let runtime = HeadlessRuntime(display: display)
    let model = EffectModel()
    let root = hostedLayout(EffectSquare(model: model), in: runtime)
    runTurn(runtime) {
      withAnimation(.linear(duration: 1)) { model.stretch = CGSize(width: 3, height: 2) }
    }
    // Half way: scales 2 and 1.5 about the corner: 100 × 75.
    expectFrame(
      square(at: 60, in: root, runtime), CGRect(x: 0, y: 0, width: 100, height: 75), tolerance)
  }

  @Test func dataTheSurfaceCannotSpellJumpsToItsNewValue() throws {
    let runtime = HeadlessRuntime(display: display)
    let model = EffectModel()
    let root = hostedLayout(EffectSquare(model: model), in: runtime)
    runTurn(runtime) { withAnimation(.linear(duration: 1)) { model.level = 40 } }
    // `Level` is not a number type: drawn 40 pt right at once.
    expectFrame(
      square(at: 30, in: root, runtime), CGRect(x: 40, y: 0, width: 50, height: 50), tolerance)
  }

  @Test func layoutSamplesRecordTheEffect() throws {
    let root = hostedLayout(
      ScrollView {
        LazyVStack(spacing: 0) {
          ForEach(0..<3, id: \.self) { _ in
            Color.gray.frame(height: 100).modifier(ArcEffect(progress: 1))
          }
        }
        .scrollTargetLayout()
      })
    let scroll = try #require(firstScrollView(in: root))
    let items = try #require(scroll.headlessLayoutItems())
    let row = try #require(items.first { $0.indexPath.item == 0 })
    // The arc's end, 100 right and 100 down, in the item's transform.
    #expect(abs(Double(row.transform3D.m41) - 100) <= tolerance)
    #expect(abs(Double(row.transform3D.m42) - 100) <= tolerance)
  }

  @Test func aShapeCarriesAnimatableData() {
    var wedge = Wedge(angle: 30)
    wedge.animatableData = 45
    #expect(abs(wedge.angle - 45) <= tolerance)
    #expect(Rectangle().animatableData == EmptyAnimatableData())
  }
}

/// A shape with animatable data of its own.
private struct Wedge: Shape {
  var angle: Double
  var animatableData: Double {
    get { angle }
    set { angle = newValue }
  }
  func path(in rect: CGRect) -> Path { Path(rect) }
}
