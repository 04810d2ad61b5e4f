import HeadlessRuntime
import ScrollEngine
import TouchCore
import TouchInput
import TouchModel

/// Recognizes a drag once the fingers move 10 pt (TouchInput's `PanGestureRecognizer`, the
/// model the scroll views use), then reports its translation and velocity.
open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// Fewest fingers that pan.
  open var minimumNumberOfTouches = 1
  /// Most fingers that pan.
  open var maximumNumberOfTouches = Int.max

  private var model = PanGestureRecognizer()
  /// How far the fingers move before the pan begins, in points: UIKit's 10 unless a front end
  /// over the surface (SwiftUI's `DragGesture(minimumDistance:)`) sets another.
  package var slop: Double = 10 {
    didSet { model = PanGestureRecognizer(configuration: .init(slop: slop)) }
  }
  /// What `setTranslation(_:in:)` added to the model's translation.
  private var translationOffset = CGPoint.zero
  /// The translation and velocity the pan ended or was cancelled with: UIKit still reports them
  /// in the `.ended` action (the model is idle again by then).
  private var finalMotion: (translation: Vector2D, velocity: Vector2D)?

  /// A pan recognizer that calls `handler` on every state change.
  public convenience init(handler: @escaping (UIPanGestureRecognizer) -> Void) {
    self.init()
    addAction { if let recognizer = $0 as? UIPanGestureRecognizer { handler(recognizer) } }
  }

  /// The translation since the pan began, in points (finger direction).
  open func translation(in view: UIView?) -> CGPoint {
    let t = finalMotion?.translation ?? model.translation
    return CGPoint(x: t.dx + translationOffset.x, y: t.dy + translationOffset.y)
  }

  /// Makes the current translation read as `translation`.
  open func setTranslation(_ translation: CGPoint, in view: UIView?) {
    guard translation.x.isFinite, translation.y.isFinite else { return }
    let t = finalMotion?.translation ?? model.translation
    translationOffset = CGPoint(x: translation.x - t.dx, y: translation.y - t.dy)
  }

  /// The velocity in points per second (finger direction).
  open func velocity(in view: UIView?) -> CGPoint {
    let v = finalMotion?.velocity ?? model.velocity(at: HeadlessRuntime.current?.now ?? .zero)
    return CGPoint(x: v.dx, y: v.dy)
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    feed(touches, .began)
  }
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    feed(touches, .moved)
  }
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    feed(touches, .ended)
  }
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    feed(touches, .cancelled)
  }

  open override func reset() {
    super.reset()
    model = PanGestureRecognizer(configuration: .init(slop: slop))
    translationOffset = .zero
    finalMotion = nil
  }

  private func feed(_ touches: Set<UITouch>, _ phase: Touch.Phase) {
    for touch in UITouch.inFingerOrder(touches) {
      let sample = TouchSample(
        id: touch.id, phase: phase, location: Point2D(touch.windowLocation),
        timestamp: touch.sampleTime)
      guard let action = model.handle(sample) else { continue }
      switch action {
      case .began:
        guard
          (minimumNumberOfTouches...max(minimumNumberOfTouches, maximumNumberOfTouches))
            .contains(numberOfTouches)
        else {
          state = .failed
          return
        }
        recognize(as: .began)
      case .changed:
        if state == .began || state == .changed { state = .changed }
      case .ended(let translation, let velocity, _):
        finalMotion = (translation, velocity)
        if state == .began || state == .changed { state = .ended }
      case .cancelled(let translation, let velocity, _):
        finalMotion = (translation, velocity)
        if state == .began || state == .changed { state = .cancelled }
      }
    }
  }
}

/// The scroll view's own pan recognizer: its state, translation and velocity are the engine's,
/// and disabling it cancels the engine's drag, as `panGestureRecognizer.isEnabled = false` does
/// in UIKit.
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
  unowned let scrollView: UIScrollView
  /// Where the scroll view's last touch was, in window coordinates.
  var touchWindowLocation = CGPoint.zero

  init(scrollView: UIScrollView) {
    self.scrollView = scrollView
    super.init()
  }

  override var isEnabled: Bool {
    get { scrollView.currentModel.isPanEnabled }
    set { scrollView.setPanEnabled(newValue) }
  }

  override var state: State {
    get {
      let model = scrollView.currentModel
      return model.isDragging ? (model.isPanRecognized ? .changed : .began) : .possible
    }
    set {}
  }

  override func translation(in view: UIView?) -> CGPoint {
    let t = scrollView.currentModel.panTranslation
    return CGPoint(x: t.dx, y: t.dy)
  }

  /// The finger on the scroll view (its last position once lifted), as UIKit's pan recognizer
  /// reports its touch.
  override func location(in view: UIView?) -> CGPoint {
    guard let view else { return touchWindowLocation }
    return view.convert(touchWindowLocation, from: nil)
  }

  override func velocity(in view: UIView?) -> CGPoint {
    let v = scrollView.currentModel.panVelocity(at: HeadlessRuntime.current?.now ?? .zero)
    return CGPoint(x: v.dx, y: v.dy)
  }

  override func deliver(_ touches: [UITouch], event: UIEvent) {}
}
