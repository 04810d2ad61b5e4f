/// `offset`: a translation, its x flipped in a right-to-left layout.
///
/// SwiftUI "horizontally flips the x position of each view within its parent" (Apple,
/// "LayoutDirection"); an offset is a position change in those flipped coordinates, so
/// `offset(x: 10)` draws the view 10 pt to the left, towards the trailing side, as it does on
/// iOS.
struct OffsetModifier: PrimitiveModifier, PassThroughLayout {
  let offset: CGSize

  func update(_ node: ViewNode) {
    let width = node.isRightToLeft ? -offset.width : offset.width
    GeometryEffectModifier(.translate(CGSize(width: width, height: offset.height))).update(node)
  }
}
