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
  /// space; `nil` means the space the root layer's position is in. A layer whose transform has no
  /// inverse is left as `CATransform3DInvert` leaves it.
  public func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
    mapToRootSpace.followed(by: l?.mapToRootSpace.inverted ?? .identity).apply(p)
  }

  /// Converts `p` from `l`'s coordinates to this layer's (`convertPoint:fromLayer:`).
  public func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
    (l?.mapToRootSpace ?? .identity).followed(by: mapToRootSpace.inverted).apply(p)
  }

  /// Converts `r` from this layer's coordinates to `l`'s: the bounding box of its converted
  /// corners (`convertRect:toLayer:`).
  public func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
    mapToRootSpace.followed(by: l?.mapToRootSpace.inverted ?? .identity).boundingBox(of: r)
  }

  /// Converts `r` from `l`'s coordinates to this layer's (`convertRect:fromLayer:`).
  public func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
    (l?.mapToRootSpace ?? .identity).followed(by: mapToRootSpace.inverted).boundingBox(of: r)
  }

  /// The map from this layer's plane into its superlayer's plane, without the superlayer's
  /// sublayer transform: bounds origin and anchor, transform, position.
  var mapToSuperlayerPlane: PlaneMap {
    let anchor = CGPoint(
      x: bounds.origin.x + anchorPoint.x * bounds.size.width,
      y: bounds.origin.y + anchorPoint.y * bounds.size.height)
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
    let anchor = CGPoint(
      x: bounds.origin.x + anchorPoint.x * bounds.size.width,
      y: bounds.origin.y + anchorPoint.y * bounds.size.height)
    var matrix = CATransform3DConcat(
      CATransform3DMakeTranslation(-anchor.x, -anchor.y, 0), sublayerTransform)
    matrix = CATransform3DConcat(matrix, CATransform3DMakeTranslation(anchor.x, anchor.y, 0))
    return PlaneMap(matrix)
  }
}
