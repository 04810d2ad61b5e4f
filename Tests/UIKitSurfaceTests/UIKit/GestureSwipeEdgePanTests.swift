import HapticTape
import HapticTapeUIKit
import Testing
import UIKit

// Tolerance: none; the assertions count actions and compare the fingers' exact positions.

/// A screen with a swipe to the right or up, a pan that follows the finger, and a back-swipe
/// from the left edge, each logging what it sends, as an app's controller would.
final class SwipeDeckController: UIViewController {
  private(set) var swipes: [String] = []
  private(set) var edgePans: [(UIGestureRecognizer.State, CGPoint)] = []
  private(set) var pans: [(UIGestureRecognizer.State, CGPoint)] = []
  let card = UIView(frame: CGRect(x: 40, y: 100, width: 313, height: 300))
  let deck = UIView(frame: CGRect(x: 40, y: 450, width: 313, height: 300))

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(card)
    view.addSubview(deck)
    // UIKit reports no recognized direction: an app adds one recognizer per direction it tells
    // apart.
    for (name, direction) in [("right", UISwipeGestureRecognizer.Direction.right), ("up", .up)] {
      let swipe = UISwipeGestureRecognizer { [unowned self] _ in self.swipes.append(name) }
      swipe.direction = direction
      deck.addGestureRecognizer(swipe)
    }
    let either = UISwipeGestureRecognizer { [unowned self] _ in self.swipes.append("left|down") }
    either.direction = [.left, .down]
    deck.addGestureRecognizer(either)
    let edge = UIScreenEdgePanGestureRecognizer { [unowned self] in
      self.edgePans.append(($0.state, $0.translation(in: self.view)))
    }
    edge.edges = .left
    view.addGestureRecognizer(edge)
    card.addGestureRecognizer(
      UIPanGestureRecognizer { [unowned self] in
        self.pans.append(($0.state, $0.translation(in: self.view)))
      })
  }
}

enum SwipeDeckScreen: UIKitScreen {
  static let id = "swipe-deck"
  static let summary = "A swipeable deck, a draggable card and a back-swipe from the left edge."
  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    SwipeDeckController()
  }
}

@Suite("Swipe, screen-edge pan and pan recognizers on a hosted screen")
struct GestureSwipeEdgePanTests {
  private func replay(_ script: String) throws -> SwipeDeckController {
    let (scene, _) = try replayHosted(script, on: SwipeDeckScreen.self)
    return try #require(scene.rootViewController as? SwipeDeckController)
  }

  @Test("a quick swipe recognizes once, in its direction; slow or 45° off does not")
  func swipeDirections() throws {
    #expect(try replay("fling 1 from 80,600 to 300,600 velocity 1500").swipes == ["right"])
    #expect(try replay("fling 1 from 200,700 to 200,470 velocity 1500").swipes == ["up"])
    #expect(try replay("fling 1 from 300,600 to 80,600 velocity 1500").swipes == ["left|down"])
    #expect(try replay("fling 1 from 200,470 to 200,700 velocity 1500").swipes == ["left|down"])
    // 50 pt takes 0.75 s at this pace: past the 0.5-s limit.
    let slow = "touch 1 at 80,600\ndrag 1 to 280,600 in 3s curve linear\nlift 1"
    #expect(try replay(slow).swipes.isEmpty)
    let diagonal = "touch 1 at 80,500\ndrag 1 to 230,650 in 0.2s curve linear\nlift 1"
    #expect(try replay(diagonal).swipes.isEmpty)
    // The same 200 pt in 0.4 s recognizes; after a 0.6-s hold it has timed out.
    let quick = "touch 1 at 80,600\ndrag 1 to 280,600 in 0.4s curve linear\nlift 1"
    #expect(try replay(quick).swipes == ["right"])
    let late = "touch 1 at 80,600\nhold 1 for 0.6s\ndrag 1 to 280,600 in 0.4s curve linear\nlift 1"
    #expect(try replay(late).swipes.isEmpty)
  }

  @Test("a pan from the left edge begins, follows and ends; one from inside never begins")
  func edgePan() throws {
    let fromEdge = try replay("touch 1 at 10,300\ndrag 1 to 210,300 in 0.5s curve linear\nlift 1")
    #expect(fromEdge.edgePans.first?.0 == .began)
    #expect(fromEdge.edgePans.last?.0 == .ended)
    #expect(fromEdge.edgePans.filter { $0.0 == .changed }.count >= 40)
    #expect(fromEdge.edgePans.last?.1.y == 0)
    let inside = try replay("touch 1 at 30,300\ndrag 1 to 230,300 in 0.5s curve linear\nlift 1")
    #expect(inside.edgePans.isEmpty)
  }

  @Test("a pan sends an action for every movement, not only its first change")
  func panChangesEveryMovement() throws {
    let app = try replay("touch 1 at 100,200\ndrag 1 to 300,200 in 0.5s curve linear\nlift 1")
    #expect(app.pans.first?.0 == .began)
    #expect(app.pans.last?.0 == .ended)
    let changes = app.pans.filter { $0.0 == .changed }
    #expect(changes.count >= 40)
    // Each change reads a translation further right than the one before.
    for (earlier, later) in zip(changes, changes.dropFirst()) {
      #expect(later.1.x > earlier.1.x)
    }
  }
}
