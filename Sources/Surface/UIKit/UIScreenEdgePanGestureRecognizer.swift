/// A pan that begins only from one of the screen's ``edges``: the finger must touch down within
/// ``edgeRegionWidth`` of an edge the recognizer watches; it then pans as a
/// ``UIPanGestureRecognizer`` does.
///
/// UIKit does not publish how close to the edge a touch must begin: headless it is
/// ``edgeRegionWidth`` (ours). The edges are the window's.
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
  /// How far from an edge, in points, a touch may begin (ours).
  public static let edgeRegionWidth: CGFloat = 20

  /// The edges a pan may begin from; none by default, as in UIKit, so the app sets them.
  open var edges: UIRectEdge = []

  /// A screen-edge pan recognizer that calls `handler` on every state change.
  public convenience init(handler: @escaping (UIScreenEdgePanGestureRecognizer) -> Void) {
    self.init()
    addAction {
      if let recognizer = $0 as? UIScreenEdgePanGestureRecognizer { handler(recognizer) }
    }
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .possible, numberOfTouches == touches.count,
      let touch = UITouch.inFingerOrder(touches).first, !beginsAtWatchedEdge(touch)
    {
      failIfUndecided()
      return
    }
    super.touchesBegan(touches, with: event)
  }

  private func beginsAtWatchedEdge(_ touch: UITouch) -> Bool {
    guard let bounds = touch.window?.bounds else { return false }
    let p = touch.windowLocation
    let band = Self.edgeRegionWidth
    return (edges.contains(.left) && p.x - bounds.minX <= band)
      || (edges.contains(.right) && bounds.maxX - p.x <= band)
      || (edges.contains(.top) && p.y - bounds.minY <= band)
      || (edges.contains(.bottom) && bounds.maxY - p.y <= band)
  }
}
