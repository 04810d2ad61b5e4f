/// Coordinate conversion through layers as Core Animation composes them: a point in a layer's
/// bounds is taken relative to the anchor point, transformed (with perspective), offset by the
/// position, then by the superlayer's `sublayerTransform` about the superlayer's anchor.
enum HeadlessGeometry {
  /// The affine part of `transform` (`CATransform3DGetAffineTransform`).
  static func affine(of transform: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(
      a: transform.m11, b: transform.m12, c: transform.m21, d: transform.m22, tx: transform.m41,
      ty: transform.m42)
  }

  /// `affine` as a 3D transform (`CATransform3DMakeAffineTransform`).
  static func transform3D(_ affine: CGAffineTransform) -> CATransform3D {
    CATransform3D(
      m11: affine.a, m12: affine.b, m13: 0, m14: 0, m21: affine.c, m22: affine.d, m23: 0, m24: 0,
      m31: 0, m32: 0, m33: 1, m34: 0, m41: affine.tx, m42: affine.ty, m43: 0, m44: 1)
  }

  /// `point` in `source`'s bounds (the topmost view's coordinates when nil), in `target`'s (the
  /// topmost view's when nil).
  static func convert(_ point: CGPoint, from source: UIView?, to target: UIView?) -> CGPoint {
    var point = point
    let top = nearestCommonAncestor(source, target)
    if let source { walkUp(from: source, below: top) { point = $0.up(point) } }
    if let target { walkDown(to: target, below: top) { point = $0.down(point) } }
    return point
  }

  /// `rect` in `source`'s bounds (the topmost view's coordinates when nil), in `target`'s (the
  /// topmost view's when nil): the bounding box of its four corners, carried together through
  /// the same layers (each layer's geometry read once, not once per corner: an app converts
  /// rects for every cell on every scroll frame).
  static func convert(_ rect: CGRect, from source: UIView?, to target: UIView?) -> CGRect {
    var corners = Corners(rect)
    let top = nearestCommonAncestor(source, target)
    if let source { walkUp(from: source, below: top) { corners.map($0.up) } }
    if let target { walkDown(to: target, below: top) { corners.map($0.down) } }
    return corners.boundingBox
  }

  /// The nearest view both are in (either one itself), or `nil` when either is nil or they are
  /// in different hierarchies: only the layers below it take part in a conversion, since going
  /// up through the layers above it and back down again changes nothing (a cell converted to its
  /// collection view goes through the cell's layer alone, not up to the window and back).
  private static func nearestCommonAncestor(_ first: UIView?, _ second: UIView?) -> UIView? {
    guard var first, var second else { return nil }
    // What apps convert most, every frame: a view to itself, to its superview or a subview, or
    // to a sibling. Found without walking both chains to the window.
    if first === second { return first }
    let firstParent = first.superview
    if firstParent === second { return second }
    let secondParent = second.superview
    if secondParent === first { return first }
    if let firstParent, firstParent === secondParent { return firstParent }
    var firstDepth = depth(of: first)
    var secondDepth = depth(of: second)
    while firstDepth > secondDepth, let parent = first.superview {
      first = parent
      firstDepth -= 1
    }
    while secondDepth > firstDepth, let parent = second.superview {
      second = parent
      secondDepth -= 1
    }
    while first !== second {
      guard let firstParent = first.superview, let secondParent = second.superview else {
        return nil
      }
      first = firstParent
      second = secondParent
    }
    return first
  }

  /// How many superviews `view` has.
  private static func depth(of view: UIView) -> Int {
    var depth = 0
    var current = view
    while let parent = current.superview {
      depth += 1
      current = parent
    }
    return depth
  }

  /// Each layer from `view`'s up to `top`'s (the topmost view's when nil), `top`'s and the
  /// topmost's not included, nearest first.
  private static func walkUp(from view: UIView, below top: UIView?, _ body: (LayerStep) -> Void) {
    var current = view
    while current !== top, let parent = current.superview {
      body(LayerStep(current.layer))
      current = parent
    }
  }

  /// Each layer from below `top`'s (the topmost view's when nil) down to `view`'s, topmost
  /// first; by recursion, so no list of steps is allocated.
  private static func walkDown(
    to view: UIView, below top: UIView?, _ body: (InverseLayerStep) -> Void
  ) {
    guard view !== top, let parent = view.superview else { return }
    walkDown(to: parent, below: top, body)
    body(InverseLayerStep(view.layer))
  }

  /// `point` in `layer`'s bounds, in its superlayer's bounds.
  static func toSuperlayer(_ point: CGPoint, of layer: CALayer) -> CGPoint {
    LayerStep(layer).up(point)
  }

  /// `point` in `layer`'s superlayer's bounds, in `layer`'s bounds.
  static func fromSuperlayer(_ point: CGPoint, of layer: CALayer) -> CGPoint {
    InverseLayerStep(layer).down(point)
  }

  /// What one layer does to the points of its bounds on their way into its superlayer's
  /// bounds, read from the layer once.
  private struct LayerStep {
    let anchor: CGPoint
    let transform: CATransform3D
    let position: CGPoint
    /// The superlayer's anchor and `sublayerTransform`, when that is not the identity.
    let around: (anchor: CGPoint, transform: CATransform3D)?

    init(_ layer: CALayer) {
      anchor = layer.anchor(in: layer.bounds)
      transform = layer.transform
      position = layer.position
      around = HeadlessGeometry.turningSuperlayer(of: layer).map { parent in
        (parent.anchor(in: parent.bounds), parent.sublayerTransform)
      }
    }

    func up(_ point: CGPoint) -> CGPoint {
      let moved = HeadlessGeometry.apply(
        transform, to: CGPoint(x: point.x - anchor.x, y: point.y - anchor.y))
      let result = CGPoint(x: position.x + moved.x, y: position.y + moved.y)
      guard let around else { return result }
      let turned = HeadlessGeometry.apply(
        around.transform,
        to: CGPoint(x: result.x - around.anchor.x, y: result.y - around.anchor.y))
      return CGPoint(x: around.anchor.x + turned.x, y: around.anchor.y + turned.y)
    }
  }

  /// What one layer does to the points of its superlayer's bounds on their way into its own
  /// bounds (``LayerStep`` undone), read from the layer once, its transforms inverted once for
  /// all the points carried through it (a rect's four corners).
  private struct InverseLayerStep {
    let anchor: CGPoint
    let position: CGPoint
    let inverse: PlaneInverse
    /// The superlayer's anchor and inverted `sublayerTransform`, when that is not the identity.
    let around: (anchor: CGPoint, inverse: PlaneInverse)?

    init(_ layer: CALayer) {
      anchor = layer.anchor(in: layer.bounds)
      inverse = PlaneInverse(layer.transform)
      position = layer.position
      around = HeadlessGeometry.turningSuperlayer(of: layer).map { parent in
        (parent.anchor(in: parent.bounds), PlaneInverse(parent.sublayerTransform))
      }
    }

    func down(_ point: CGPoint) -> CGPoint {
      var point = point
      if let around {
        let turned = around.inverse.apply(
          to: CGPoint(x: point.x - around.anchor.x, y: point.y - around.anchor.y))
        point = CGPoint(x: around.anchor.x + turned.x, y: around.anchor.y + turned.y)
      }
      let relative = inverse.apply(
        to: CGPoint(x: point.x - position.x, y: point.y - position.y))
      return CGPoint(x: relative.x + anchor.x, y: relative.y + anchor.y)
    }
  }

  /// A rectangle's four corners (or one point four times), mapped together.
  private struct Corners {
    var a: CGPoint
    var b: CGPoint
    var c: CGPoint
    var d: CGPoint

    init(_ rect: CGRect) {
      a = CGPoint(x: rect.minX, y: rect.minY)
      b = CGPoint(x: rect.maxX, y: rect.minY)
      c = CGPoint(x: rect.minX, y: rect.maxY)
      d = CGPoint(x: rect.maxX, y: rect.maxY)
    }

    mutating func map(_ transform: (CGPoint) -> CGPoint) {
      (a, b, c, d) = (transform(a), transform(b), transform(c), transform(d))
    }

    /// The box around the four; `.null` when one is not finite.
    var boundingBox: CGRect { .boundingBox(a, b, c, d) }
  }

  /// The superlayer, when its `sublayerTransform` (which turns `layer` with its siblings) is not
  /// the identity.
  private static func turningSuperlayer(of layer: CALayer) -> CALayer? {
    guard let parent = layer.superlayer, !CATransform3DIsIdentity(parent.sublayerTransform) else {
      return nil
    }
    return parent
  }

  /// `point` (z = 0) through `t` with the perspective divide; non-finite when sent to infinity.
  private static func apply(_ t: CATransform3D, to point: CGPoint) -> CGPoint {
    let x = point.x * t.m11 + point.y * t.m21 + t.m41
    let y = point.x * t.m12 + point.y * t.m22 + t.m42
    let w = point.x * t.m14 + point.y * t.m24 + t.m44
    guard w != 0 else { return CGPoint(x: CGFloat.infinity, y: .infinity) }
    return CGPoint(x: x / w, y: y / w)
  }

  /// A transform's action on the z = 0 plane undone, worked out once for all the points carried
  /// through the same layer.
  ///
  /// It inverts the plane's homography `[x y 1]·H`, `H = [m11 m12 m14; m21 m22 m24; m41 m42
  /// m44]`. Points come back non-finite when the transform flattens the plane (a view turned
  /// edge-on cannot be touched).
  private struct PlaneInverse {
    /// The adjugate of `H` (its inverse up to 1/det, which the divide cancels), row by row.
    let adj00, adj01, adj02, adj10, adj11, adj12, adj20, adj21, adj22: CGFloat
    /// Whether `H` is invertible: a finite, non-zero determinant.
    let isInvertible: Bool

    init(_ t: CATransform3D) {
      // The entries of H by row and column, as plain values.
      let (h00, h01, h02) = (t.m11, t.m12, t.m14)
      let (h10, h11, h12) = (t.m21, t.m22, t.m24)
      let (h20, h21, h22) = (t.m41, t.m42, t.m44)
      let det =
        h00 * (h11 * h22 - h12 * h21) - h01 * (h10 * h22 - h12 * h20)
        + h02 * (h10 * h21 - h11 * h20)
      isInvertible = det != 0 && det.isFinite
      adj00 = h11 * h22 - h12 * h21
      adj01 = h02 * h21 - h01 * h22
      adj02 = h01 * h12 - h02 * h11
      adj10 = h12 * h20 - h10 * h22
      adj11 = h00 * h22 - h02 * h20
      adj12 = h02 * h10 - h00 * h12
      adj20 = h10 * h21 - h11 * h20
      adj21 = h01 * h20 - h00 * h21
      adj22 = h00 * h11 - h01 * h10
    }

    /// The point of the plane sent to `point`.
    func apply(to point: CGPoint) -> CGPoint {
      guard isInvertible else { return CGPoint(x: CGFloat.infinity, y: .infinity) }
      // Row vector [X Y 1] times the adjugate.
      let x = point.x * adj00 + point.y * adj10 + adj20
      let y = point.x * adj01 + point.y * adj11 + adj21
      let w = point.x * adj02 + point.y * adj12 + adj22
      guard w != 0 else { return CGPoint(x: CGFloat.infinity, y: .infinity) }
      return CGPoint(x: x / w, y: y / w)
    }
  }
}
