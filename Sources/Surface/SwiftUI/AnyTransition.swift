/// How a view comes in and goes out when it is inserted or removed inside an animation
/// (inert: views appear and leave at once on the surface; the transition is kept).
public struct AnyTransition: Sendable {
  private let name: String

  private init(_ name: String) { self.name = name }

  /// No change: the view simply appears or leaves (inert).
  public static let identity = AnyTransition("identity")
  /// A fade (inert).
  public static let opacity = AnyTransition("opacity")
  /// A scale from nothing (inert).
  public static let scale = AnyTransition("scale")
  /// A slide in from the leading edge and out to the trailing edge (inert).
  public static let slide = AnyTransition("slide")

  /// A scale from `scale` about `anchor` (inert).
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
    AnyTransition("scale")
  }
  /// A move in from and out to `edge` (inert).
  public static func move(edge: Edge) -> AnyTransition { AnyTransition("move") }
  /// A push in from `edge` (inert).
  public static func push(from edge: Edge) -> AnyTransition { AnyTransition("push") }
  /// An offset by `offset` (inert).
  public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition("offset") }
  /// An offset by `x` and `y` (inert).
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
    AnyTransition("offset")
  }
  /// One transition in and another out (inert).
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition)
    -> AnyTransition
  { AnyTransition("asymmetric") }
  /// A transition made of a modifier's two states (inert).
  public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
    AnyTransition("modifier")
  }

  /// This transition and `other` together (inert).
  public func combined(with other: AnyTransition) -> AnyTransition { self }
  /// This transition with its own animation (inert).
  public func animation(_ animation: Animation?) -> AnyTransition { self }
}

extension View {
  /// How the view comes in and goes out when inserted or removed (inert: it appears and leaves
  /// at once).
  public func transition(_ transition: AnyTransition) -> some View { self }
}
