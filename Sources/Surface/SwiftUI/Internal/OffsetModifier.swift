/// `offset`: a translation, its x flipped in a right-to-left layout.
///
/// SwiftUI "horizontally flips the x position of each view within its parent" (Apple,
/// "LayoutDirection"); an offset is a position change in those flipped coordinates, so
/// `offset(x: 10)` draws the view 10 pt to the left, towards the trailing side, as it does on
/// iOS.
///
/// Public so that an app's code sees the type behind the `some View` it returns (a hidden
/// type is looked up at run time on every call); not for use in an app's own code.
nonisolated public struct _OffsetModifier: PrimitiveModifier, PassThroughLayout {
  /// Never evaluated: the surface lays out and draws the modifier itself.
  public func body(content: Content) -> Never { primitiveBody(of: Self.self) }
  let offset: CGSize

  func update(_ node: ViewNode) {
    let width = node.isRightToLeft ? -offset.width : offset.width
    _GeometryEffectModifier(.translate(CGSize(width: width, height: offset.height))).update(node)
  }
}
