extension UIImage {
  /// The catalogue's image `resource` (inert, as ``init(named:)``: an empty image).
  public convenience init(resource: ImageResource) { self.init(size: .zero) }
}
