/// iOS 17's scale as a ``Transition``: from ``scale`` about ``anchor`` in and out.
public struct ScaleTransition: Transition, Sendable {
  /// The scale outside ``TransitionPhase/identity``.
  public var scale: Double
  /// The point the view scales about.
  public var anchor: UnitPoint
  /// A scale from `scale` about `anchor`.
  public init(_ scale: Double, anchor: UnitPoint = .center) {
    self.scale = scale
    self.anchor = anchor
  }
  /// Scaled by ``scale`` outside ``TransitionPhase/identity``.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.scaleEffect(phase.isIdentity ? 1 : CGFloat(scale), anchor: anchor)
  }
}

extension ScaleTransition: ErasedTransition {
  var erased: AnyTransition { .scale(scale: CGFloat(scale), anchor: anchor) }
}

extension Transition where Self == ScaleTransition {
  /// A scale from nothing about the view's centre.
  public static var scale: ScaleTransition { ScaleTransition(0) }
  /// A scale from `scale` about `anchor`.
  public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition {
    ScaleTransition(scale, anchor: anchor)
  }
}
