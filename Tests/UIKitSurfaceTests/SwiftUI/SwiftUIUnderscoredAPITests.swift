import HapticTape
import HapticTapeSwiftUI
import Observation
import Testing

// Tolerance: points, 1e-9 (offsets and transforms of whole-point rectangles).
private let tolerance = 1e-9

@Observable final class ButtonGestureLog {
  var pressing: [Bool] = []
  var performed = 0
}

/// A 200 × 100 row that is pressed and tapped through `_onButtonGesture`, as swipe-action rows
/// are written, centred on the screen.
struct ButtonGestureRow: View {
  let log: ButtonGestureLog
  var body: some View {
    Color.blue.frame(width: 200, height: 100)
      ._onButtonGesture { pressing in
        log.pressing.append(pressing)
      } perform: {
        log.performed += 1
      }
  }
}

enum ButtonGestureScreen: SwiftUIScreen {
  static let id = "button-gesture"
  static let summary = "A row pressed and tapped through _onButtonGesture."
  static func makeModel(configuration: UIKitScreenConfiguration) -> ButtonGestureLog {
    ButtonGestureLog()
  }
  static func makeView(model: ButtonGestureLog, configuration: UIKitScreenConfiguration)
    -> ButtonGestureRow
  { ButtonGestureRow(log: model) }
}

/// Records each child's id, as SwipeActions reads `children.last?.id` for its edge action.
final class ChildIDLog {
  var ids: [[AnyHashable]] = []
}

struct IDRecordingRoot: _VariadicView_UnaryViewRoot {
  let log: ChildIDLog
  func body(children: _VariadicView.Children) -> some View {
    let edge: AnyHashable? = children.last?.id
    log.ids.append(children.map(\.id))
    return HStack(spacing: 0) {
      ForEach(children) { child in
        child.frame(width: child.id == edge ? 50 : 10, height: 10)
      }
    }
  }
}

/// A view that only a preview build names: exyte/Grid extends `ModifiedContent` so.
protocol DesignTimeNamed { var name: String { get } }
extension ModifiedContent: DesignTimeNamed
where Content == Text, Modifier == _IdentifiedModifier<__DesignTimeSelectionIdentifier> {
  var name: String { modifier.identifier.identifier }
}

@Suite("SwiftUI's underscored API that libraries use")
@MainActor
struct SwiftUIUnderscoredAPITests {
  @Test func aButtonGestureReportsThePressAndRunsOnALiftInside() throws {
    // The row is centred in the 759-pt region below the 59-pt safe area: (196.5, 438.5).
    let (scene, _) = try replayHosted(
      "touch 1 at 196,438\nhold 1 for 0.2s\nlift 1\nwait 0.2s",
      on: SwiftUIHostedScreen<ButtonGestureScreen>.self)
    let log = try #require(SwiftUIHostedScreen<ButtonGestureScreen>.model(of: scene))
    #expect(log.pressing == [true, false])
    #expect(log.performed == 1)
    // Lifted 100 pt below the row's bottom edge (488.5), past the 70-pt outset: released, not
    // performed.
    let (away, _) = try replayHosted(
      "touch 1 at 196,438\ndrag 1 to 196,590 in 0.1s\nhold 1 for 0.1s\nlift 1\nwait 0.2s",
      on: SwiftUIHostedScreen<ButtonGestureScreen>.self)
    let awayLog = try #require(SwiftUIHostedScreen<ButtonGestureScreen>.model(of: away))
    #expect(awayLog.pressing == [true, false])
    #expect(awayLog.performed == 0)
  }

  @Test func variadicChildrenHaveStableDistinctIDs() throws {
    let log = ChildIDLog()
    let tree = _VariadicView.Tree(IDRecordingRoot(log: log)) {
      Color.red.accessibilityIdentifier("first")
      ForEach(["a", "b"], id: \.self) { Color.green.accessibilityIdentifier($0) }
      Color.blue.accessibilityIdentifier("edge")
    }
    let view = hostedLayout(pinned(tree))
    _ = hostedLayout(pinned(tree))
    let ids = try #require(log.ids.first)
    #expect(ids.count == 4 && Set(ids).count == 4)
    // The same content made again gives the same ids.
    #expect(log.ids.count >= 2 && log.ids.allSatisfy { $0 == ids })
    // The last child, compared by its AnyHashable id, is the 50-pt edge: after 3 × 10 pt.
    let edge = try #require(frame(of: "edge", in: view))
    #expect(abs(edge.minX - 30) <= tolerance && abs(edge.width - 50) <= tolerance)
  }

  @Test func aDesignTimeNameLeavesTheViewAsItIs() throws {
    let named = Text("ab").__designTimeSelection("title")
    #expect((named as any DesignTimeNamed).name == "title")
    let view = hostedLayout(pinned(named.accessibilityIdentifier("text")))
    // Two characters of 0.5 × 17 pt, one line of 1.2 × 17 pt: as the text alone.
    let text = try #require(frame(of: "text", in: view))
    #expect(abs(text.width - 17) <= tolerance && abs(text.height - 20.4) <= tolerance)
  }

  @Test func anOffsetOrTransformedShapeIsHitWhereItsOutlineMoved() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 40)
    #expect(
      Rectangle().offset(x: 30, y: -10).path(in: rect).boundingRect
        == CGRect(x: 30, y: -10, width: 100, height: 40))
    #expect(
      Rectangle().offset(CGSize(width: 5, height: 6)).path(in: rect).boundingRect
        == CGRect(x: 5, y: 6, width: 100, height: 40))
    #expect(
      Rectangle().transform(CGAffineTransform(scaleX: 0.5, y: 2)).path(in: rect).boundingRect
        == CGRect(x: 0, y: 0, width: 50, height: 80))
    // A 100-pt square moved 60 pt right: hit at x 80, not at x 40 where it was.
    let moved = topLeft(Rectangle().offset(x: 60))
    #expect(hitName(at: CGPoint(x: 80, y: 50), in: moved) == "target")
    #expect(hitName(at: CGPoint(x: 40, y: 50), in: moved) == nil)
    // Stroked, scaled, moved and filled, as SwiftUI-Animations chains them (iOS 17).
    let chained = Circle().stroke(style: StrokeStyle(lineWidth: 4)).scale(2).offset(y: 10)
      .fill(Color.red)
    _ = hostedLayout(chained)
  }
}
