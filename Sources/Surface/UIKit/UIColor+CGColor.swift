extension UIColor {
  /// The colour as a `CGColor` (inert, as every colour: nothing is drawn), for code that sets
  /// `layer.backgroundColor = color.cgColor`.
  public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

  /// A colour from a `CGColor`'s components: grey and alpha, or red, green, blue and alpha.
  public convenience init(cgColor: CGColor) {
    let components = cgColor.components ?? []
    if components.count >= 4 {
      self.init(
        red: components[0], green: components[1], blue: components[2], alpha: components[3])
    } else {
      self.init(white: components.first ?? 0, alpha: cgColor.alpha)
    }
  }
}
