/// The layer transform a node's effects made when it was last drawn, for a view of `size`.
struct RenderedTransform {
  let size: CGSize
  let anchor: CGPoint
  let transform: CATransform3D
}
