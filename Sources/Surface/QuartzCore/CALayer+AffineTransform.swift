// MARK: - Affine transforms

extension CALayer {
  /// The affine part of ``transform`` (`CATransform3DGetAffineTransform`).
  public func affineTransform() -> CGAffineTransform {
    CATransform3DGetAffineTransform(transform)
  }

  /// Sets ``transform`` to the 3D form of `m` (`CATransform3DMakeAffineTransform`).
  public func setAffineTransform(_ m: CGAffineTransform) {
    transform = CATransform3DMakeAffineTransform(m)
  }
}
