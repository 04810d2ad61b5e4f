extension UIColor {
  /// Writes the colour's red, green, blue and alpha components; true (every colour here is RGB).
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    red?.pointee = self.red
    green?.pointee = self.green
    blue?.pointee = self.blue
    alpha?.pointee = self.alpha
    return true
  }

  /// Writes the colour's hue, saturation, brightness (HSB, each 0…1) and alpha; true.
  public func getHue(
    _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
    brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let largest = max(red, green, blue)
    let range = largest - min(red, green, blue)
    var h: CGFloat = 0
    if range > 0 {
      if largest == red {
        h = (green - blue) / range
      } else if largest == green {
        h = 2 + (blue - red) / range
      } else {
        h = 4 + (red - green) / range
      }
      h /= 6
      if h < 0 { h += 1 }
    }
    hue?.pointee = h
    saturation?.pointee = largest > 0 ? range / largest : 0
    brightness?.pointee = largest
    alpha?.pointee = self.alpha
    return true
  }

  /// Writes the colour's grey level (the mean of its components) and alpha; true.
  public func getWhite(
    _ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    white?.pointee = (red + green + blue) / 3
    alpha?.pointee = self.alpha
    return true
  }

  /// Sets the colour as the current context's fill (inert: nothing is drawn headless).
  public func setFill() {}
  /// Sets the colour as the current context's stroke (inert).
  public func setStroke() {}
  /// Sets the colour as the current context's fill and stroke (inert).
  public func set() {}
}
