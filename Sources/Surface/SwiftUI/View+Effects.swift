nonisolated extension View {
  /// This view drawn `x`, `y` points away; its layout does not change.
  ///
  /// Right to left, a positive `x` moves the view left, towards its trailing side: the offset is
  /// in the flipped coordinates SwiftUI lays the view out in.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    modifier(_OffsetModifier(offset: CGSize(width: x, height: y)))
  }
  /// This view drawn `offset` away; its layout does not change.
  ///
  /// Right to left, a positive width moves the view left, as ``offset(x:y:)``.
  public func offset(_ offset: CGSize) -> some View {
    modifier(_OffsetModifier(offset: offset))
  }
  /// This view scaled by `scale` about `anchor`.
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
    modifier(_GeometryEffectModifier(.scale(CGSize(width: scale, height: scale), anchor: anchor)))
  }
  /// This view scaled by `scale` on each axis about `anchor`.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    modifier(_GeometryEffectModifier(.scale(scale, anchor: anchor)))
  }
  /// This view scaled by `x` and `y` about `anchor`.
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)
    -> some View
  {
    modifier(_GeometryEffectModifier(.scale(CGSize(width: x, height: y), anchor: anchor)))
  }
  /// This view turned by `angle` about `anchor`, in its plane.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    modifier(_GeometryEffectModifier(.rotate(angle, anchor: anchor)))
  }
  /// This view turned by `angle` about `axis` through `anchor`, drawn in perspective.
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) -> some View {
    modifier(
      _GeometryEffectModifier(
        .rotate3D(angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective)))
  }
  /// This view drawn through `transform`.
  public func transformEffect(_ transform: CGAffineTransform) -> some View {
    modifier(_GeometryEffectModifier(.affine(transform)))
  }
  /// This view drawn through `transform`, perspective included; its layout does not change.
  ///
  /// - Parameter transform: the transform, in the view's coordinates (origin at its top
  ///   leading corner).
  public func projectionEffect(_ transform: ProjectionTransform) -> some View {
    modifier(_GeometryEffectModifier(.projection(transform)))
  }
  /// This view at `opacity` (0 transparent, 1 opaque); touches pass a transparent view.
  public func opacity(_ opacity: Double) -> some View {
    modifier(_OpacityModifier(opacity: opacity))
  }
  /// This view in front of siblings with a lower index, behind higher ones.
  public func zIndex(_ value: Double) -> some View { modifier(_ZIndexModifier(value: value)) }
}

/// A geometry effect: the view keeps its layout and is drawn transformed.
///
/// Public so that an app's code sees the type behind the `some View` it returns (a hidden
/// type is looked up at run time on every call); not for use in an app's own code.
nonisolated public struct _GeometryEffectModifier: PrimitiveModifier, PassThroughLayout {
  /// Never evaluated: the surface lays out and draws the modifier itself.
  public func body(content: Content) -> Never { primitiveBody(of: Self.self) }
  let operation: GeometryEffectOp
  init(_ operation: GeometryEffectOp) { self.operation = operation }
  func update(_ node: ViewNode) {
    node.layout = self
    guard operation.isFinite else {
      node.graph.report(
        node, call: operation.call,
        "was given a value that is not finite; the view is drawn "
          + "without the effect")
      node.effects = EffectValues()
      return
    }
    node.effects = EffectValues(operations: [operation])
  }
}

/// The modifier `opacity` applies.
///
/// Public so that an app's code sees the type behind the `some View` it returns (a hidden
/// type is looked up at run time on every call); not for use in an app's own code.
nonisolated public struct _OpacityModifier: PrimitiveModifier, PassThroughLayout {
  /// Never evaluated: the surface lays out and draws the modifier itself.
  public func body(content: Content) -> Never { primitiveBody(of: Self.self) }
  let opacity: Double
  func update(_ node: ViewNode) {
    node.layout = self
    node.effects = EffectValues(opacity: opacity.isFinite ? min(max(opacity, 0), 1) : 1)
  }
}

/// The modifier `zIndex` applies.
///
/// Public so that an app's code sees the type behind the `some View` it returns (a hidden
/// type is looked up at run time on every call); not for use in an app's own code.
nonisolated public struct _ZIndexModifier: PrimitiveModifier, PassThroughLayout {
  /// Never evaluated: the surface lays out and draws the modifier itself.
  public func body(content: Content) -> Never { primitiveBody(of: Self.self) }
  var isZIndex: Bool { true }
  let value: Double
  func update(_ node: ViewNode) {
    node.layout = self
    node.effects = EffectValues(zIndex: value.isFinite ? value : 0)
  }
}
