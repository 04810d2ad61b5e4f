/// A colour: as a view, it fills the space it is offered.
nonisolated public struct Color: Hashable, Sendable, View {
  /// Red, green, blue and opacity, 0…1.
  let components: [Double]

  /// A colour of red, green and blue, and `opacity`.
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    components = [red, green, blue, opacity]
  }
  /// A grey of `white`, and `opacity`.
  public init(white: Double, opacity: Double = 1) {
    components = [white, white, white, opacity]
  }
  /// The colour of a UIKit colour: its red, green, blue and alpha.
  public init(_ color: UIColor) {
    components = [
      Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha),
    ]
  }
  /// The colour of a UIKit colour (iOS 15's spelling).
  public init(uiColor: UIColor) { self.init(uiColor) }
  /// A named colour from the app's asset catalogue (inert: the surface has no catalogue).
  public init(_ name: String, bundle: Bundle? = nil) { components = [0, 0, 0, 1] }

  /// The colour at `opacity` times its own.
  public func opacity(_ opacity: Double) -> Color {
    Color(
      red: components[0], green: components[1], blue: components[2],
      opacity: components[3] * opacity)
  }

  /// Never evaluated: a colour fills its frame itself.
  public var body: Never { primitiveBody(of: Self.self) }

  /// Black.
  public static let black = Color(white: 0)
  /// White.
  public static let white = Color(white: 1)
  /// Grey.
  public static let gray = Color(white: 0.56)
  /// No colour.
  public static let clear = Color(white: 0, opacity: 0)
  /// Red.
  public static let red = Color(red: 1, green: 0.23, blue: 0.19)
  /// Orange.
  public static let orange = Color(red: 1, green: 0.58, blue: 0)
  /// Yellow.
  public static let yellow = Color(red: 1, green: 0.8, blue: 0)
  /// Green.
  public static let green = Color(red: 0.2, green: 0.78, blue: 0.35)
  /// Blue.
  public static let blue = Color(red: 0, green: 0.48, blue: 1)
  /// Purple.
  public static let purple = Color(red: 0.69, green: 0.32, blue: 0.87)
  /// Pink.
  public static let pink = Color(red: 1, green: 0.18, blue: 0.33)
  // iOS 15's colours: Apple's Human Interface Guidelines, "Color", iOS light-mode values.
  /// Mint: (0, 199, 190).
  public static let mint = Color(red: 0, green: 199 / 255, blue: 190 / 255)
  /// Teal: (48, 176, 199).
  public static let teal = Color(red: 48 / 255, green: 176 / 255, blue: 199 / 255)
  /// Cyan: (50, 173, 230).
  public static let cyan = Color(red: 50 / 255, green: 173 / 255, blue: 230 / 255)
  /// Indigo: (88, 86, 214).
  public static let indigo = Color(red: 88 / 255, green: 86 / 255, blue: 214 / 255)
  /// Brown: (162, 132, 94).
  public static let brown = Color(red: 162 / 255, green: 132 / 255, blue: 94 / 255)
  /// The app's accent colour.
  public static let accentColor = Color.blue
  /// The primary text colour.
  public static let primary = Color.black
  /// The secondary text colour.
  public static let secondary = Color(white: 0.24, opacity: 0.6)
}

extension Color: PrimitiveView {
  func update(_ node: ViewNode) { node.layout = FillLayout() }
}
