import HapticTape
import HapticTapeSwiftUI
import Observation
import Testing

// Locations are the finger's, on the screen's pixels (a third of a point), moved into the
// space by whole-point paddings: they should come out exact but for rounding.
private let locationTolerance = 1e-9

/// What the drag of a padded card that animates itself out saw.
@Observable final class LeavingGestureSpaceLog {
  var changes: [CGPoint] = []
  var ended: CGPoint?
}

/// A 100-pt card, 100 pt from the left edge and 20 pt from the top (two paddings, the inner
/// one in the space named `board`), above a bar; its drag animates it out on the first move and
/// reports in `space` while the finger stays down.
struct LeavingGestureSpaceView: View {
  let log: LeavingGestureSpaceLog
  let space: NamedCoordinateSpace
  @State private var isShown = true

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      if isShown {
        Color.blue.frame(width: 100, height: 100)
          .transition(.opacity)
          .gesture(
            DragGesture(minimumDistance: 0, coordinateSpace: space)
              .onChanged { value in
                log.changes.append(value.location)
                guard isShown else { return }
                withAnimation(.linear(duration: 1)) { isShown = false }
              }
              .onEnded { log.ended = $0.location })
      }
      Color.green.frame(width: 200, height: 100)
    }
    .padding(.leading, 100)
    .coordinateSpace(.named("board"))
    .padding(.top, 20)
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    .ignoresSafeArea()
  }
}

enum GlobalLeavingGestureScreen: SwiftUIScreen {
  static let id = "gestures-leaving-global"
  static let summary = "A padded card its drag animates out, reporting in the global space."
  static func makeModel(configuration: UIKitScreenConfiguration) -> LeavingGestureSpaceLog {
    LeavingGestureSpaceLog()
  }
  static func makeView(model: LeavingGestureSpaceLog, configuration: UIKitScreenConfiguration)
    -> LeavingGestureSpaceView
  {
    LeavingGestureSpaceView(log: model, space: .global)
  }
}

enum NamedLeavingGestureScreen: SwiftUIScreen {
  static let id = "gestures-leaving-named"
  static let summary = "A padded card its drag animates out, reporting in a named space."
  static func makeModel(configuration: UIKitScreenConfiguration) -> LeavingGestureSpaceLog {
    LeavingGestureSpaceLog()
  }
  static func makeView(model: LeavingGestureSpaceLog, configuration: UIKitScreenConfiguration)
    -> LeavingGestureSpaceView
  {
    LeavingGestureSpaceView(log: model, space: .named("board"))
  }
}

/// Whether `point` is (`x`, `y`) within the tolerance.
private func isNear(_ point: CGPoint?, x: CGFloat, y: CGFloat) -> Bool {
  guard let point else { return false }
  return abs(point.x - x) <= locationTolerance && abs(point.y - y) <= locationTolerance
}

@Suite("SwiftUI: a drag on a view animating out reports in its former ancestors' spaces")
struct SwiftUILeavingGestureSpaceTests {
  /// From the card's middle (60 pt into it) 100 pt to the right, past its edge: the card
  /// leaves on the first move and takes 1 s to fade, longer than the drag.
  private let drag = "touch 1 at 160,70\ndrag 1 to 260,70 in 0.4s\nlift 1\nwait 1500ms"

  @Test func aGlobalLocationKeepsTheAncestorsOffsets() throws {
    // In the screen's space throughout: the finger's x from 160 to 260, its y 70.
    try expectDrag(on: GlobalLeavingGestureScreen.self, atY: 70)
  }

  @Test func aNamedLocationKeepsTheAncestorsOffsets() throws {
    // `board` starts 20 pt below the screen's top (the outer padding) and holds the inner
    // 100-pt padding: x as on the screen, y 20 pt less.
    try expectDrag(on: NamedLeavingGestureScreen.self, atY: 50)
  }

  /// Replays the drag on `screen` and expects every location at the finger's x and at `y`.
  private func expectDrag<Screen: SwiftUIScreen>(
    on screen: Screen.Type, atY y: CGFloat, sourceLocation: SourceLocation = #_sourceLocation
  ) throws
  where Screen.Model == LeavingGestureSpaceLog, Screen.Configuration == UIKitScreenConfiguration {
    let (scene, _) = try replayHosted(drag, on: SwiftUIHostedScreen<Screen>.self)
    let log = try #require(
      SwiftUIHostedScreen<Screen>.model(of: scene), sourceLocation: sourceLocation)
    // The first move (2 pt) is reported before the card leaves; every later one while it fades.
    #expect(log.changes.count == 48, sourceLocation: sourceLocation)
    #expect(isNear(log.changes.first, x: 162, y: y), sourceLocation: sourceLocation)
    #expect(
      log.changes.allSatisfy { $0.x >= 160 - locationTolerance && $0.x <= 260 },
      sourceLocation: sourceLocation)
    #expect(
      log.changes.allSatisfy { abs($0.y - y) <= locationTolerance },
      sourceLocation: sourceLocation)
    #expect(isNear(log.ended, x: 260, y: y), sourceLocation: sourceLocation)
  }
}
