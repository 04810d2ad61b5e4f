import HapticTape
import HapticTapeSwiftUI
import Testing

// Tolerance: a translation is the touch's travel in whole points; 1e-9 pt.
private let travelTolerance: CGFloat = 1e-9

/// What the represented pan reported: each action's state and translation, and where it
/// began in the named "card" space.
@Observable private final class PanLog {
  var states: [UIGestureRecognizer.State] = []
  var translations: [CGFloat] = []
  var startInCard: CGPoint?
}

/// A pan recognizer as an iOS 18 app wraps one for SwiftUI, with a coordinator that counts.
private struct SwipePan: UIGestureRecognizerRepresentable {
  let log: PanLog

  final class Coordinator {
    var actions = 0
  }

  func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator { Coordinator() }

  func makeUIGestureRecognizer(context: Context) -> UIPanGestureRecognizer {
    UIPanGestureRecognizer()
  }

  func handleUIGestureRecognizerAction(_ recognizer: UIPanGestureRecognizer, context: Context) {
    context.coordinator.actions += 1
    log.states.append(recognizer.state)
    log.translations.append(context.converter.localTranslation?.x ?? .nan)
    if recognizer.state == .began {
      log.startInCard = context.converter.location(in: .named("card"))
    }
  }
}

/// A 200-pt band 100 pt down a card that starts at the top of the screen.
private struct SwipeCard: View {
  let log: PanLog
  var body: some View {
    VStack(spacing: 0) {
      Color.gray.frame(height: 100)
      Color.red.frame(height: 200).gesture(SwipePan(log: log))
    }
    .coordinateSpace(.named("card"))
    .frame(maxHeight: .infinity, alignment: .top)
    .ignoresSafeArea()
  }
}

private enum SwipeCardScreen: SwiftUIScreen {
  static let id = "swipe-card"
  static let summary = "A band with a UIKit pan recognizer used as a SwiftUI gesture."
  static func makeModel(configuration: UIKitScreenConfiguration) -> PanLog { PanLog() }
  static func makeView(model: PanLog, configuration: UIKitScreenConfiguration) -> SwipeCard {
    SwipeCard(log: model)
  }
}

@Suite("SwiftUI UIGestureRecognizerRepresentable: a UIKit recognizer as a gesture")
struct SwiftUIRepresentedGestureTests {
  @Test func aPanReportsItsStatesAndTravel() throws {
    let script = """
      touch 1 at 100,150
      drag 1 to 220,150 in 0.2s
      lift 1
      wait 0.1s
      """
    let (scene, _) = try replayHosted(script, on: SwiftUIHostedScreen<SwipeCardScreen>.self)
    let log = try #require(SwiftUIHostedScreen<SwipeCardScreen>.model(of: scene))
    #expect(log.states.first == .began)
    #expect(log.states.last == .ended)
    #expect(log.states.dropFirst().dropLast().allSatisfy { $0 == .changed })
    // The finger travelled 120 pt to the right.
    let travel = try #require(log.translations.last)
    #expect(abs(travel - 120) <= travelTolerance)
    // It began 150 pt down the card, in the band 100 pt down: inside the card's space.
    let start = try #require(log.startInCard)
    #expect(start.y > 100 && start.y < 300)
  }

  @Test func aTouchOutsideTheBandReportsNothing() throws {
    let script = "touch 1 at 100,50\ndrag 1 to 220,50 in 0.2s\nlift 1\nwait 0.1s"
    let (scene, _) = try replayHosted(script, on: SwiftUIHostedScreen<SwipeCardScreen>.self)
    let log = try #require(SwiftUIHostedScreen<SwipeCardScreen>.model(of: scene))
    #expect(log.states.isEmpty)
  }
}
