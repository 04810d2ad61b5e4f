import Foundation
import HapticTape
import HapticTapeUIKit
import HeadlessRuntime
import Testing
import UIKit

// Tolerance: 1e-9 for geometry (the fingers move along straight lines at exact sample times);
// 1e-6 relative for velocities (sample times are whole nanoseconds, 1/120 s is not).
private let geometryTolerance: CGFloat = 1e-9
private let velocityTolerance: CGFloat = 1e-6

/// A photo that the app scales and turns with two fingers the way most apps write it: each
/// change applies the recognizer's value to the view's transform and sets it back.
final class PhotoTransformController: UIViewController {
  let photo = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
  /// Each action: its state, the value read, the velocity, and the fingers' span or angle then.
  private(set) var pinches: [(UIGestureRecognizer.State, CGFloat, CGFloat, CGFloat)] = []
  private(set) var rotations: [(UIGestureRecognizer.State, CGFloat, CGFloat, CGFloat)] = []
  private(set) var appliedScale: CGFloat = 1
  private(set) var appliedRotation: CGFloat = 0
  var resetsValues = false

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(photo)
    photo.addGestureRecognizer(UIPinchGestureRecognizer { [unowned self] in self.pinched($0) })
    photo.addGestureRecognizer(UIRotationGestureRecognizer { [unowned self] in self.turned($0) })
  }

  private func pinched(_ recognizer: UIPinchGestureRecognizer) {
    pinches.append((recognizer.state, recognizer.scale, recognizer.velocity, span(recognizer)))
    guard resetsValues, recognizer.state == .changed else { return }
    appliedScale *= recognizer.scale
    recognizer.scale = 1
  }

  private func turned(_ recognizer: UIRotationGestureRecognizer) {
    rotations.append(
      (recognizer.state, recognizer.rotation, recognizer.velocity, angle(recognizer)))
    guard resetsValues, recognizer.state == .changed else { return }
    appliedRotation += recognizer.rotation
    recognizer.rotation = 0
  }

  private func span(_ recognizer: UIGestureRecognizer) -> CGFloat {
    guard recognizer.numberOfTouches >= 2 else { return .nan }
    let a = recognizer.location(ofTouch: 0, in: nil)
    let b = recognizer.location(ofTouch: 1, in: nil)
    return hypot(b.x - a.x, b.y - a.y)
  }

  private func angle(_ recognizer: UIGestureRecognizer) -> CGFloat {
    guard recognizer.numberOfTouches >= 2 else { return .nan }
    let a = recognizer.location(ofTouch: 0, in: nil)
    let b = recognizer.location(ofTouch: 1, in: nil)
    return atan2(b.y - a.y, b.x - a.x)
  }
}

enum PhotoTransformScreen: UIKitScreen {
  static let id = "photo-transform"
  static let summary = "A photo scaled and turned with two fingers."
  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    PhotoTransformController()
  }
}

@Suite("Pinch and rotation recognizers on a hosted screen")
struct GestureTwoFingerTests {
  /// Two fingers 100 pt apart spread to 200 pt in 0.5 s.
  static let spread = """
    touch 1 at 150,400
    touch 2 at 250,400
    drag 1 to 100,400 and 2 to 300,400 in 0.5s curve linear
    lift 1
    lift 2
    """

  private func controller(_ scene: UIKitScene<PhotoTransformScreen>) throws
    -> PhotoTransformController
  {
    try #require(scene.rootViewController as? PhotoTransformController)
  }

  @Test("a pinch begins once the span changed 10 pt, reads 1 then, and ends at span / that span")
  func pinchScale() throws {
    let (scene, _) = try replayHosted(Self.spread, on: PhotoTransformScreen.self)
    let pinches = try controller(scene).pinches
    let began = try #require(pinches.first)
    #expect(began.0 == .began)
    #expect(began.1 == 1)
    // The first sample at least 10 pt past the 100-pt start.
    #expect(began.3 >= 110 && began.3 < 110 + 100.0 / 30)
    let changes = pinches.filter { $0.0 == .changed }
    // One action per movement after the one that began it.
    #expect(changes.count >= 40)
    for change in changes {
      #expect(abs(change.1 - change.3 / began.3) <= geometryTolerance)
    }
    // The spread is linear at 200 pt/s, so the scale grows at 200 / span-at-began per second,
    // read from each event: both fingers' movements arrive in one call, as in UIKit (a change
    // per finger would read half the rate every other time).
    for change in changes.dropFirst() {
      #expect(abs(change.2 - 200 / began.3) <= velocityTolerance * change.2)
    }
    // Ended when the second finger lifted, still reading the final scale.
    let ended = try #require(pinches.last)
    #expect(ended.0 == .ended)
    #expect(abs(ended.1 - 200 / began.3) <= geometryTolerance)
    #expect(pinches.filter { $0.0 == .ended }.count == 1)
  }

  @Test("setting the scale to 1 on each change rebases it: the applied product is the same")
  func pinchResetPattern() throws {
    var scene = try UIKitScene<PhotoTransformScreen>(device: .iPhone15Pro, configuration: .init())
    try controller(scene).resetsValues = true
    let inputs = try GestureScript(parsing: Self.spread).render(on: .iPhone15Pro).inputs.map {
      input -> SceneInput in
      switch input {
      case .touch(let sample): .touch(sample)
      case .command(let command): .command(command)
      }
    }
    _ = try Replayer().run(&scene, inputs: inputs)
    let app = try controller(scene)
    let began = try #require(app.pinches.first)
    #expect(abs(app.appliedScale - 200 / began.3) <= geometryTolerance)
  }

  @Test("a rotation counts past a half turn: three quarter turns read 3π/2 less the start angle")
  func rotationPastHalfTurn() throws {
    let script = """
      touch 1 at 150,400
      touch 2 at 250,400
      drag 1 to 200,350 and 2 to 200,450 in 0.3s curve linear
      drag 1 to 250,400 and 2 to 150,400 in 0.3s curve linear
      drag 1 to 200,450 and 2 to 200,350 in 0.3s curve linear
      lift 1
      lift 2
      """
    let (scene, _) = try replayHosted(script, on: PhotoTransformScreen.self)
    let rotations = try controller(scene).rotations
    let began = try #require(rotations.first)
    #expect(began.0 == .began)
    #expect(began.1 == 0)
    // Clockwise on the screen is positive; it began at the first sample 5° or more round.
    #expect(began.3 >= 5 * .pi / 180 && began.3 < 20 * .pi / 180)
    let ended = try #require(rotations.last)
    #expect(ended.0 == .ended)
    #expect(abs(ended.1 - (3 * .pi / 2 - began.3)) <= geometryTolerance)
  }

  @Test("a finger that lifts before the fingers moved enough fails both; one finger never pinches")
  func failures() throws {
    let early = """
      touch 1 at 150,400
      touch 2 at 250,400
      drag 1 to 148,400 and 2 to 252,400 in 0.1s
      lift 1
      drag 2 to 390,400 in 0.3s
      lift 2
      touch 1 at 100,400
      drag 1 to 300,600 in 0.3s
      lift 1
      """
    let (scene, _) = try replayHosted(early, on: PhotoTransformScreen.self)
    let app = try controller(scene)
    #expect(app.pinches.isEmpty)
    #expect(app.rotations.isEmpty)
  }

  @Test("a scale or rotation that is not finite is reported and ignored")
  func nonFiniteValues() throws {
    let runtime = HeadlessRuntime(
      display: HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120))
    let pinch = UIPinchGestureRecognizer()
    let rotation = UIRotationGestureRecognizer()
    runtime.run {
      pinch.scale = .nan
      rotation.rotation = .infinity
    }
    #expect(pinch.scale == 1)
    #expect(rotation.rotation == 0)
    let calls = runtime.takeProblems().map { "\($0.type).\($0.call)" }
    #expect(calls == ["UIPinchGestureRecognizer.scale", "UIRotationGestureRecognizer.rotation"])
  }
}
