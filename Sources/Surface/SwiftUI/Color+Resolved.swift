extension Color {
  /// A colour's components in sRGB, resolved for an environment (iOS 17).
  ///
  /// Components are kept as the colour was made (every colour here is in sRGB, and the light
  /// appearance is the only one a replay has, so resolving changes nothing). The linear
  /// components follow the sRGB transfer function (IEC 61966-2-1).
  public struct Resolved: Hashable, Sendable, ShapeStyle {
    /// The red component, 0…1 (sRGB).
    public var red: Float
    /// The green component, 0…1 (sRGB).
    public var green: Float
    /// The blue component, 0…1 (sRGB).
    public var blue: Float
    /// The opacity, 0…1.
    public var opacity: Float

    /// A resolved colour of sRGB components and an opacity.
    public init(
      colorSpace: RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float,
      opacity: Float = 1
    ) {
      self.red = red
      self.green = green
      self.blue = blue
      self.opacity = opacity
    }

    /// The red component without the sRGB gamma.
    public var linearRed: Float {
      get { Self.linear(red) }
      set { red = Self.encoded(newValue) }
    }
    /// The green component without the sRGB gamma.
    public var linearGreen: Float {
      get { Self.linear(green) }
      set { green = Self.encoded(newValue) }
    }
    /// The blue component without the sRGB gamma.
    public var linearBlue: Float {
      get { Self.linear(blue) }
      set { blue = Self.encoded(newValue) }
    }

    /// The colour as a Core Graphics colour.
    public var cgColor: CGColor {
      CGColor(
        red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(opacity))
    }

    /// The sRGB transfer function's inverse (IEC 61966-2-1).
    private static func linear(_ value: Float) -> Float {
      value <= 0.04045 ? value / 12.92 : Float(pow(Double((value + 0.055) / 1.055), 2.4))
    }

    /// The sRGB transfer function (IEC 61966-2-1).
    private static func encoded(_ value: Float) -> Float {
      value <= 0.0031308 ? value * 12.92 : 1.055 * Float(pow(Double(value), 1 / 2.4)) - 0.055
    }
  }

  /// The colour's components for `environment` (the same in every environment here).
  public func resolve(in environment: EnvironmentValues) -> Resolved {
    Resolved(
      red: Float(components[0]), green: Float(components[1]), blue: Float(components[2]),
      opacity: Float(components[3]))
  }

  /// The colour of resolved components.
  public init(_ resolved: Resolved) {
    self.init(
      red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue),
      opacity: Double(resolved.opacity))
  }
}
