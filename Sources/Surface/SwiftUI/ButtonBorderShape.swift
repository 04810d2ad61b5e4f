/// The shape of a bordered button's bezel (inert: no bezel is drawn).
public struct ButtonBorderShape: Equatable, Sendable {
  private let name: String
  private let radius: CGFloat?

  /// The style's own shape (inert).
  public static let automatic = ButtonBorderShape(name: "automatic", radius: nil)
  /// A capsule (inert).
  public static let capsule = ButtonBorderShape(name: "capsule", radius: nil)
  /// A rounded rectangle of the system's radius (inert).
  public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle", radius: nil)
  /// A circle (inert; iOS 17).
  public static let circle = ButtonBorderShape(name: "circle", radius: nil)
  /// A rounded rectangle of `radius` (inert).
  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
    ButtonBorderShape(name: "roundedRectangle", radius: radius)
  }
}

nonisolated extension View {
  /// The shape of bordered buttons' bezels inside (inert: no bezel is drawn).
  public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { self }
}
