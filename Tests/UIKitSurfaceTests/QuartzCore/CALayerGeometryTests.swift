import HeadlessRuntime
import QuartzCore
import Testing

/// Frames and conversions are a few divisions: 1e-9 points.
private let tolerance: CGFloat = 1e-9

private func expectClose(
  _ actual: CGPoint, _ expected: CGPoint, sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(abs(actual.x - expected.x) <= tolerance, "\(actual)", sourceLocation: sourceLocation)
  #expect(abs(actual.y - expected.y) <= tolerance, "\(actual)", sourceLocation: sourceLocation)
}

@Suite("QuartzCore: CALayer frames with perspective and conversion between layers")
struct CALayerGeometryTests {
  @Test("the frame of a layer turned 60° about y with m34 = −1/500 is its projected box")
  func perspectiveFrame() {
    let layer = CALayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
    layer.position = CGPoint(x: 50, y: 50)
    var t = CATransform3DIdentity
    t.m34 = -1.0 / 500
    layer.transform = CATransform3DRotate(t, .pi / 3, 0, 1, 0)
    // A corner (x, y) relative to the anchor lands at (x·cos θ, y) / (1 + x·sin θ / 500).
    let (c, s) = (0.5, 3.0.squareRoot() / 2)
    let near = 1 + 50 * s / 500  // the right edge turns away
    let far = 1 - 50 * s / 500  // the left edge turns towards the eye
    let frame = layer.frame
    #expect(abs(frame.minX - (50 - 50 * c / far)) <= tolerance)
    #expect(abs(frame.maxX - (50 + 50 * c / near)) <= tolerance)
    #expect(abs(frame.minY - (50 - 50 / far)) <= tolerance)
    #expect(abs(frame.maxY - (50 + 50 / far)) <= tolerance)
  }

  @Test("an identity layer's frame is position − anchor·size; setting it moves the position")
  func plainFrame() {
    let layer = CALayer()
    layer.anchorPoint = CGPoint(x: 0, y: 1)
    layer.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
    #expect(layer.position == CGPoint(x: 10, y: 60))
    #expect(layer.bounds.size == CGSize(width: 30, height: 40))
    #expect(layer.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
    layer.transform = CATransform3DMakeScale(2, 2, 1)
    // Scaled about the bottom-left anchor (10, 60): x 10…70, y −20…60.
    #expect(layer.frame == CGRect(x: 10, y: -20, width: 60, height: 80))
  }

  @Test("a frame does not move with the bounds' origin or the position's depth")
  func frameIgnoresTheBoundsOrigin() {
    let layer = CALayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 30, height: 40)
    layer.position = CGPoint(x: 100, y: 200)
    let frame = CGRect(x: 85, y: 180, width: 30, height: 40)
    #expect(layer.frame == frame)
    // A scroll view's bounds move with its content; its frame stays.
    layer.bounds.origin = CGPoint(x: 250, y: -75.5)
    #expect(layer.frame == frame)
    // The same through a transform that is not the identity and changes nothing here.
    layer.transform = CATransform3DMakeScale(1, 1, 2)
    #expect(layer.frame == frame)
    layer.transform = CATransform3DIdentity
    // The position's depth does not enter the plane; an undefined anchor depth leaves no frame.
    layer.zPosition = .infinity
    #expect(layer.frame == frame)
    layer.zPosition = 0
    layer.anchorPointZ = .nan
    #expect(layer.frame.isNull)
  }

  @Test("points convert with the bounds origin, anchor, position and transform, both ways")
  func convertPoints() {
    let parent = CALayer()
    parent.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
    parent.position = CGPoint(x: 100, y: 100)
    let child = CALayer()
    child.bounds = CGRect(x: 5, y: 5, width: 100, height: 50)
    child.position = CGPoint(x: 60, y: 40)
    parent.addSublayer(child)
    // The bounds origin (5, 5) is the top-left corner, at position − anchor·size = (10, 15).
    expectClose(child.convert(CGPoint(x: 5, y: 5), to: parent), CGPoint(x: 10, y: 15))
    expectClose(parent.convert(CGPoint(x: 10, y: 15), to: child), CGPoint(x: 5, y: 5))
    // Turned 90° about its anchor (55, 30 in its own space; (60, 40) in the parent): the point
    // 10 right of the anchor ends 10 below it.
    child.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
    expectClose(child.convert(CGPoint(x: 65, y: 30), to: parent), CGPoint(x: 60, y: 50))
    expectClose(child.convert(CGPoint(x: 60, y: 50), from: parent), CGPoint(x: 65, y: 30))
    // A rect converts to the bounding box of its corners: a 10×20 rect turned is 20×10.
    let rect = child.convert(CGRect(x: 55, y: 30, width: 10, height: 20), to: parent)
    #expect(abs(rect.minX - 40) <= tolerance && abs(rect.minY - 40) <= tolerance)
    #expect(abs(rect.width - 20) <= tolerance && abs(rect.height - 10) <= tolerance)
    // The parent's position puts its space in the root space: nil.
    expectClose(parent.convert(CGPoint(x: 0, y: 0), to: nil), CGPoint(x: 0, y: 0))
    parent.position = CGPoint(x: 150, y: 100)
    expectClose(parent.convert(CGPoint(x: 0, y: 0), to: nil), CGPoint(x: 50, y: 0))
  }

  @Test("the superlayer's sublayer transform applies about its anchor point")
  func sublayerTransform() {
    let parent = CALayer()
    parent.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
    parent.position = CGPoint(x: 100, y: 100)
    let child = CALayer()
    child.frame = CGRect(x: 10, y: 15, width: 100, height: 50)
    parent.addSublayer(child)
    parent.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
    // (10, 15) scaled by 2 about the parent's anchor (100, 100): (−80, −70).
    expectClose(child.convert(CGPoint.zero, to: parent), CGPoint(x: -80, y: -70))
    expectClose(parent.convert(CGPoint(x: -80, y: -70), to: child), CGPoint.zero)
  }

  @Test("sibling conversions go through the common ancestor; a flat layer does not trap")
  func siblings() {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
    let a = CALayer()
    a.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
    let b = CALayer()
    b.frame = CGRect(x: 100, y: 200, width: 50, height: 50)
    root.addSublayer(a)
    root.addSublayer(b)
    expectClose(a.convert(CGPoint(x: 0, y: 0), to: b), CGPoint(x: -90, y: -190))
    // A layer scaled to zero width: no point lands in it; nothing traps.
    b.transform = CATransform3DMakeScale(0, 1, 1)
    let point = a.convert(CGPoint(x: 0, y: 0), to: b)
    #expect(point.x == .infinity && point.y == .infinity)
    #expect(a.convert(CGRect(x: 0, y: 0, width: 1, height: 1), to: b).isNull)
    // From it, the flat layer still maps (onto a vertical line at x = 125).
    expectClose(b.convert(CGPoint(x: 10, y: 0), to: root), CGPoint(x: 125, y: 200))
  }

  @Test("adding a layer's ancestor as its sublayer is refused and reported")
  func cycles() {
    let runtime = HeadlessRuntime(
      display: HeadlessDisplay(width: 1, height: 1, scale: 1, frameRate: 60))
    let root = CALayer()
    let child = CALayer()
    root.addSublayer(child)
    runtime.run {
      child.addSublayer(root)
      root.addSublayer(root)
    }
    #expect(root.superlayer == nil)
    #expect(child.sublayers == nil)
    #expect(runtime.takeProblems().count == 2)
  }

  @Test("sublayers insert below, above and replace as Core Animation orders them")
  func sublayerOrder() {
    let root = CALayer()
    let (a, b, c, d) = (CALayer(), CALayer(), CALayer(), CALayer())
    root.addSublayer(a)
    root.addSublayer(b)
    root.insertSublayer(c, below: b)
    root.insertSublayer(d, above: a)
    #expect(
      root.sublayers?.map { ObjectIdentifier($0) } == [a, d, c, b].map(ObjectIdentifier.init))
    let e = CALayer()
    root.replaceSublayer(c, with: e)
    #expect(
      root.sublayers?.map { ObjectIdentifier($0) } == [a, d, e, b].map(ObjectIdentifier.init))
    #expect(c.superlayer == nil)
    #expect(e.superlayer === root)
    root.backgroundColor = CGColor(gray: 0.5, alpha: 1)
    #expect(root.backgroundColor?.components == [0.5, 1])
    #expect(root.shadowOffset == CGSize(width: 0, height: -3))
    #expect(root.maskedCorners.rawValue == 0b1111)
    root.setAffineTransform(CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 5, y: 0))
    #expect(root.transform.m11 == 2 && root.transform.m22 == 3 && root.transform.m41 == 10)
    #expect(root.affineTransform() == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 0))
  }
}
