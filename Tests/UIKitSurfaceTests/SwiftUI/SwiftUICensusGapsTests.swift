import Foundation
import HapticTape
import HapticTapeSwiftUI
import Observation
import Testing

// Tolerance: path geometry and colour components, 1e-9 (closed forms in doubles); the arc's
// points are on a polyline of one-degree chords, so points on it are within 0.01 pt.
private let tolerance = 1e-9
private let chordTolerance = 0.01

/// Taps counted by a gesture whose mask decides what recognizes: its own gesture, the tap
/// inside, both or neither.
@Observable final class MaskedTapLog {
  var taps = 0 { didSet { events.append("outer, mask \(mask.rawValue)") } }
  var innerTaps = 0 { didSet { events.append("inner, mask \(mask.rawValue)") } }
  var events: [String] = []
  var mask = GestureMask.all
}

struct MaskedTapView: View {
  let log: MaskedTapLog
  var body: some View {
    ZStack {
      Color.blue.frame(width: 200, height: 200).onTapGesture { log.innerTaps += 1 }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .contentShape(Rectangle())
    .gesture(TapGesture().onEnded { log.taps += 1 }, including: log.mask)
  }
}

enum MaskedTapScreen: SwiftUIScreen {
  static let id = "masked-tap"
  static let summary = "A tap gesture whose mask is switched by command."
  static func makeModel(configuration: UIKitScreenConfiguration) -> MaskedTapLog { MaskedTapLog() }
  static func makeView(model: MaskedTapLog, configuration: UIKitScreenConfiguration)
    -> MaskedTapView
  { MaskedTapView(log: model) }
  static func handle(_ command: SceneCommand, model: MaskedTapLog) throws(SceneError) {
    switch command.name {
    case "gesture": model.mask = .gesture
    case "subviews": model.mask = .subviews
    case "none": model.mask = .none
    default: model.mask = .all
    }
  }
}

/// Logs the redaction reasons it reads.
struct RedactionProbe: View {
  let log: (RedactionReasons) -> Void
  @Environment(\.redactionReasons) private var reasons
  var body: some View {
    let _ = log(reasons)
    Color.clear
  }
}

@Suite("SwiftUI: paths, angles, colours, masks and redaction public code uses")
struct SwiftUICensusGapsTests {
  @Test func aStrokedPathCoversTheLineItsWidthAroundWithRoundEnds() {
    var line = Path()
    line.move(to: .zero)
    line.addLine(to: CGPoint(x: 100, y: 0))
    let stroke = line.strokedPath(StrokeStyle(lineWidth: 10))
    #expect(stroke.contains(CGPoint(x: 50, y: 4.9)))
    #expect(!stroke.contains(CGPoint(x: 50, y: 5.1)))
    #expect(stroke.contains(CGPoint(x: -4.5, y: 0)))
    #expect(!stroke.contains(CGPoint(x: -5.1, y: 0)))
    let box = stroke.boundingRect
    #expect(abs(box.minX + 5) <= tolerance && abs(box.maxX - 105) <= tolerance)
    #expect(abs(box.minY + 5) <= tolerance && abs(box.maxY - 5) <= tolerance)
  }

  @Test func aStrokedCornerFillsWhereItsBandsOverlap() {
    var corner = Path()
    corner.move(to: .zero)
    corner.addLine(to: CGPoint(x: 100, y: 0))
    corner.addLine(to: CGPoint(x: 100, y: 100))
    let stroke = corner.strokedPath(StrokeStyle(lineWidth: 10))
    // Inside both bands at the corner: their windings add, never cancel; round outside it.
    #expect(stroke.contains(CGPoint(x: 97, y: 3)))
    #expect(stroke.contains(CGPoint(x: 103, y: -3)))
    #expect(!stroke.contains(CGPoint(x: 104, y: -4)))
    #expect(!stroke.contains(CGPoint(x: 50, y: 50)))
  }

  @Test func aTangentArcRoundsTheCornerWithTheRadiusGiven() throws {
    var path = Path()
    path.move(to: .zero)
    path.addArc(
      tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
    // The circle of radius 20 in the corner is centred at (80, 20): the line ends at (80, 0),
    // the arc at (100, 20).
    let end = try #require(path.currentPoint)
    #expect(abs(end.x - 100) <= tolerance && abs(end.y - 20) <= tolerance)
    let box = path.boundingRect
    #expect(abs(box.maxX - 100) <= tolerance && abs(box.maxY - 20) <= tolerance)
    // The arc's middle, 45° round: (80 + 20 cos 45°, 20 − 20 sin 45°), on the outline.
    let middle = CGPoint(x: 80 + 20 * cos(Double.pi / 4), y: 20 - 20 * sin(Double.pi / 4))
    #expect(path.cgPath.outlineDistance(to: middle) <= chordTolerance)
    // Points in line: a straight line to the corner.
    var straight = Path()
    straight.move(to: .zero)
    straight.addArc(
      tangent1End: CGPoint(x: 50, y: 0), tangent2End: CGPoint(x: 100, y: 0), radius: 20)
    #expect(straight.currentPoint == CGPoint(x: 50, y: 0))
  }

  @Test func offsetAnglesAndColours() throws {
    let moved = Path(CGRect(x: 0, y: 0, width: 10, height: 10)).offsetBy(dx: 5, dy: -3)
    #expect(moved.boundingRect == CGRect(x: 5, y: -3, width: 10, height: 10))
    #expect(Angle.degrees(30) * 2 == .degrees(60))
    #expect(abs((0.5 * Angle.radians(2)).radians - 1) <= tolerance)
    #expect(abs((Angle.degrees(90) / 3).degrees - 30) <= tolerance)
    #expect(Color(.displayP3, red: 1, green: 0.5, blue: 0) == Color(red: 1, green: 0.5, blue: 0))
    // Orange: hue 30°, fully saturated and bright.
    var hue: CGFloat = 0
    var saturation: CGFloat = 0
    var brightness: CGFloat = 0
    var alpha: CGFloat = 0
    let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.8)
    #expect(orange.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha))
    #expect(abs(hue - 30.0 / 360) <= tolerance && saturation == 1 && brightness == 1)
    var red: CGFloat = 0
    #expect(orange.getRed(&red, green: nil, blue: nil, alpha: &alpha))
    #expect(red == 1 && abs(alpha - 0.8) <= tolerance)
    #expect(NSEC_PER_SEC == 1_000_000_000 && NSEC_PER_MSEC == 1_000_000)
  }

  @Test func aResolvedColourKeepsItsComponentsAndLinearizesBySRGB() {
    let orange = Color(red: 1, green: 0.5, blue: 0, opacity: 0.8)
    let resolved = orange.resolve(in: EnvironmentValues())
    #expect(resolved.red == 1 && resolved.green == 0.5 && resolved.blue == 0)
    #expect(abs(resolved.opacity - 0.8) <= 1e-7)
    // IEC 61966-2-1: ((0.5 + 0.055) / 1.055)^2.4 = 0.214041.
    #expect(abs(resolved.linearGreen - 0.214041) <= 1e-6)
    var darker = resolved
    darker.linearGreen = 0.214041
    #expect(abs(darker.green - 0.5) <= 1e-6)
    #expect(
      Color(Color.Resolved(red: 1, green: 0.5, blue: 0)) == Color(red: 1, green: 0.5, blue: 0))
  }

  @Test func aMaskTurnsOffTheGestureOrTheGesturesInside() throws {
    // One tap under each mask: all (3: the tap inside goes first, the outer one waits for it
    // to fail), gesture (1: only the outer one is on), subviews (2: only the inner one), none
    // (neither).
    var script = ""
    for mask in ["all", "gesture", "subviews", "none"] {
      script += "command \(mask)\nwait 100ms\ntap 196,400\nwait 400ms\n"
    }
    let (scene, _) = try replayHosted(script, on: SwiftUIHostedScreen<MaskedTapScreen>.self)
    let log = try #require(SwiftUIHostedScreen<MaskedTapScreen>.model(of: scene))
    #expect(log.events == ["inner, mask 3", "outer, mask 1", "inner, mask 2"])
  }

  @MainActor @Test func redactionReasonsReachTheViewsInsideUntilUnredacted() {
    var seen: [RedactionReasons] = []
    _ = hostedLayout(
      VStack {
        RedactionProbe { seen.append($0) }
        RedactionProbe { seen.append($0) }.unredacted()
      }
      .redacted(reason: .placeholder))
    #expect(seen == [.placeholder, []])
  }

  @MainActor @Test func inertModifiersLeaveLayoutAlone() {
    let plain = hostedLayout(
      pinned(TextField("Name", text: .constant("")).accessibilityIdentifier("field")))
    let dressed = hostedLayout(
      pinned(
        TextField("Name", text: .constant(""))
          .keyboardType(.emailAddress).textContentType(.emailAddress)
          .textInputAutocapitalization(.never).autocorrectionDisabled().submitLabel(.done)
          .onSubmit {}.textCase(.uppercase).minimumScaleFactor(0.5).truncationMode(.middle)
          .accessibilityLabel("Name").accessibilityHint("Your name")
          .accessibilityAddTraits(.isSearchField).colorMultiply(.red)
          .accessibility(label: Text("Name")).accessibility(sortPriority: 1)
          .accessibilityIdentifier("field")))
    #expect(frame(of: "field", in: plain) != nil)
    #expect(frame(of: "field", in: plain) == frame(of: "field", in: dressed))
  }
}
