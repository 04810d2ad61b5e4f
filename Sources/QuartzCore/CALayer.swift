/// A layer's geometry, as Core Animation keeps it: `position` is where `anchorPoint` (unit
/// coordinates of `bounds`) sits in the superlayer, `transform` applies about that point, and
/// `frame` is derived (the bounding box of the transformed bounds).
///
/// Drawing, contents and animations that only change pixels are not modelled; what feel depends
/// on (where a layer is, how it is transformed, whether it shows) is.
open class CALayer {
  /// The layer's own coordinate space: origin and size.
  open var bounds: CGRect = .zero
  /// Where ``anchorPoint`` sits in the superlayer's coordinates.
  open var position: CGPoint = .zero
  /// The point of ``bounds`` the transform and position refer to, in unit coordinates; the
  /// centre (0.5, 0.5) by default.
  open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  /// The layer's depth along the z axis, which orders siblings after `zPosition`.
  open var zPosition: CGFloat = 0
  /// The transform applied about ``anchorPoint``.
  open var transform: CATransform3D = CATransform3DIdentity
  /// The transform applied to sublayers, about this layer's anchor point (used for perspective).
  open var sublayerTransform: CATransform3D = CATransform3DIdentity
  /// Opacity from 0 to 1.
  open var opacity: Float = 1
  /// Whether the layer is hidden.
  open var isHidden = false
  /// Whether sublayers are clipped to ``bounds`` (inert: nothing is drawn).
  open var masksToBounds = false
  /// The corner radius (inert).
  open var cornerRadius: CGFloat = 0
  /// An optional name.
  open var name: String?
  /// The layer above this one.
  open private(set) weak var superlayer: CALayer?
  /// The layers below this one, back to front.
  open private(set) var sublayers: [CALayer]?

  /// A layer with empty bounds at the origin.
  public required init() {}

  /// A copy of `layer`'s geometry (as Core Animation's presentation copies do).
  public init(layer: Any) {
    guard let other = layer as? CALayer else { return }
    bounds = other.bounds
    position = other.position
    anchorPoint = other.anchorPoint
    zPosition = other.zPosition
    transform = other.transform
    sublayerTransform = other.sublayerTransform
    opacity = other.opacity
    isHidden = other.isHidden
  }

  /// The layer's rectangle in the superlayer's coordinates: with an identity transform,
  /// `position − anchorPoint·size`; otherwise the bounding box of the transformed bounds (as
  /// Core Animation documents: "frame … is undefined" for non-affine transforms, and returns the
  /// bounding box). Setting it sets ``position`` and ``bounds``' size for the current anchor.
  open var frame: CGRect {
    get {
      let size = bounds.size
      let corners = [
        CGPoint(x: 0, y: 0), CGPoint(x: size.width, y: 0), CGPoint(x: 0, y: size.height),
        CGPoint(x: size.width, y: size.height),
      ]
      let anchor = CGPoint(x: anchorPoint.x * size.width, y: anchorPoint.y * size.height)
      var minX = CGFloat.infinity
      var minY = CGFloat.infinity
      var maxX = -CGFloat.infinity
      var maxY = -CGFloat.infinity
      for corner in corners {
        let projected = transform.project(
          CGPoint(x: corner.x - anchor.x, y: corner.y - anchor.y))
        minX = min(minX, projected.x)
        minY = min(minY, projected.y)
        maxX = max(maxX, projected.x)
        maxY = max(maxY, projected.y)
      }
      guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return .null }
      return CGRect(
        x: position.x + minX, y: position.y + minY, width: maxX - minX, height: maxY - minY)
    }
    set {
      bounds.size = newValue.size
      position = CGPoint(
        x: newValue.origin.x + anchorPoint.x * newValue.size.width,
        y: newValue.origin.y + anchorPoint.y * newValue.size.height)
    }
  }

  /// Adds `layer` on top of this layer's sublayers, removing it from its old superlayer.
  open func addSublayer(_ layer: CALayer) {
    insertSublayer(layer, at: UInt32(clamping: sublayers?.count ?? 0))
  }

  /// Inserts `layer` at `index` among the sublayers (clamped to the count, as Core Animation).
  open func insertSublayer(_ layer: CALayer, at index: UInt32) {
    guard layer !== self else { return }
    layer.removeFromSuperlayer()
    var list = sublayers ?? []
    list.insert(layer, at: min(Int(index), list.count))
    sublayers = list
    layer.superlayer = self
  }

  /// Removes the layer from its superlayer.
  open func removeFromSuperlayer() {
    guard let parent = superlayer else { return }
    parent.sublayers?.removeAll { $0 === self }
    if parent.sublayers?.isEmpty == true { parent.sublayers = nil }
    superlayer = nil
  }
}

extension CATransform3D {
  /// Where `point` (z = 0, relative to the anchor) lands, with perspective divide; a point the
  /// transform sends to infinity is returned non-finite.
  func project(_ point: CGPoint) -> CGPoint {
    let x = point.x * m11 + point.y * m21 + m41
    let y = point.x * m12 + point.y * m22 + m42
    let w = point.x * m14 + point.y * m24 + m44
    guard w != 0 else { return CGPoint(x: CGFloat.infinity, y: .infinity) }
    return CGPoint(x: x / w, y: y / w)
  }
}
