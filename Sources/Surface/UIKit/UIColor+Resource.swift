extension UIColor {
  /// The catalogue's colour `resource` (inert, as ``init(named:)``: clear).
  public convenience init(resource: ColorResource) { self.init(white: 0, alpha: 0) }
}
