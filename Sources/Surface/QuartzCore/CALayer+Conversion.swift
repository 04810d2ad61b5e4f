// MARK: - Converting between layers

extension CALayer {
  /// Converts `p` from this layer's coordinates to `l`'s (`convertPoint:toLayer:`).
  ///
  /// Each step up the tree applies, as Core Animation does: the bounds origin, the anchor point
  /// (and ``anchorPointZ``), ``transform`` with its perspective divide, ``position`` (and
  /// ``zPosition``), then the superlayer's ``sublayerTransform`` about the superlayer's anchor
  /// point (ours: the point Core Animation applies it about is not documented; the anchor is
  /// where it puts the layer's own transform). Each layer is flattened into its superlayer's
  /// plane. Layers in different trees convert through their roots as if the roots shared one
  /// space; `nil` means the space the root layer's position is in. Converting into a layer that
  /// flattens its plane (turned edge-on, scaled to zero) gives infinite coordinates: no point of
  /// it lands there (ours, as UIKit's views here do).
  public func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
    guard let map = Self.map(from: self, to: l) else { return Self.nowhere }
    return map.apply(p)
  }

  /// Converts `p` from `l`'s coordinates to this layer's (`convertPoint:fromLayer:`).
  public func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
    guard let map = Self.map(from: l, to: self) else { return Self.nowhere }
    return map.apply(p)
  }

  /// Converts `r` from this layer's coordinates to `l`'s: the bounding box of its converted
  /// corners (`convertRect:toLayer:`); `.null` when a corner goes nowhere.
  public func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
    Self.map(from: self, to: l)?.boundingBox(of: r) ?? .null
  }

  /// Converts `r` from `l`'s coordinates to this layer's (`convertRect:fromLayer:`).
  public func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
    Self.map(from: l, to: self)?.boundingBox(of: r) ?? .null
  }

  private static let nowhere = CGPoint(x: CGFloat.infinity, y: .infinity)

  /// The map from `source`'s plane to `target`'s (`nil` is the root space).
  private static func map(from source: CALayer?, to target: CALayer?) -> PlaneMap? {
    let up = source?.mapToRootSpace ?? .identity
    guard let target else { return up }
    return target.mapToRootSpace.inverted.map(up.followed(by:))
  }

  /// Where ``anchorPoint`` falls in `bounds` (the layer's own, or a frame about to be set), in
  /// the layer's coordinates: the point its transform turns about and its position places.
  ///
  /// Inlinable: the conversions between views find it for every layer on their way, on every
  /// frame.
  @inlinable
  package final func anchor(in bounds: CGRect) -> CGPoint {
    let anchorPoint = self.anchorPoint
    return CGPoint(
      x: bounds.origin.x + anchorPoint.x * bounds.size.width,
      y: bounds.origin.y + anchorPoint.y * bounds.size.height)
  }

  /// The map from this layer's plane into its superlayer's plane, without the superlayer's
  /// sublayer transform: bounds origin and anchor, transform, position.
  var mapToSuperlayerPlane: PlaneMap {
    let anchor = anchor(in: bounds)
    var matrix = CATransform3DConcat(
      CATransform3DMakeTranslation(-anchor.x, -anchor.y, -anchorPointZ), transform)
    matrix = CATransform3DConcat(
      matrix, CATransform3DMakeTranslation(position.x, position.y, zPosition))
    return PlaneMap(matrix)
  }

  /// The map from this layer's plane to the root's superlayer space; the walk up stops after
  /// 10,000 levels so that a cycle cannot hang.
  var mapToRootSpace: PlaneMap {
    var map = PlaneMap.identity
    var layer: CALayer? = self
    var depth = 0
    while let current = layer, depth < 10_000 {
      map = map.followed(by: current.mapToSuperlayerPlane)
      if let parent = current.superlayer, !CATransform3DIsIdentity(parent.sublayerTransform) {
        map = map.followed(by: parent.mapOfSublayerTransform)
      }
      layer = current.superlayer
      depth += 1
    }
    return map
  }

  /// ``sublayerTransform`` about this layer's anchor point, in its own coordinates.
  private var mapOfSublayerTransform: PlaneMap {
    let anchor = anchor(in: bounds)
    var matrix = CATransform3DConcat(
      CATransform3DMakeTranslation(-anchor.x, -anchor.y, 0), sublayerTransform)
    matrix = CATransform3DConcat(matrix, CATransform3DMakeTranslation(anchor.x, anchor.y, 0))
    return PlaneMap(matrix)
  }
}
