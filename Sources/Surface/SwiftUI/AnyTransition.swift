/// How a view comes in and goes out when it is inserted or removed inside an animation.
///
/// Inserted in a transaction with an animation (or with the transition's own animation), the
/// view starts at the transition's active state and animates to identity; removed, it stays
/// where it was drawn, out of hit testing and of its container's layout, animates to the
/// removal's active state and then leaves. Without an animation both happen at once.
public struct AnyTransition: Sendable {
  /// What the view looks like at the start of its insertion.
  let insertion: TransitionSide
  /// What the view looks like at the end of its removal.
  let removal: TransitionSide
  /// The transition's own animation, which takes the place of the transaction's.
  let ownAnimation: Animation?

  init(insertion: TransitionSide, removal: TransitionSide, animation: Animation? = nil) {
    var insertion = insertion
    var removal = removal
    insertion.isRemoval = false
    removal.isRemoval = true
    self.insertion = insertion
    self.removal = removal
    ownAnimation = animation
  }

  init(both side: TransitionSide) { self.init(insertion: side, removal: side) }

  /// No change: the view simply appears or leaves.
  public static let identity = AnyTransition(both: TransitionSide())
  /// A fade: "from transparent to opaque on insertion, and from opaque to transparent on
  /// removal" (Apple, "opacity").
  public static let opacity = AnyTransition(both: TransitionSide([.opacity(0)]))
  /// A scale from nothing about the view's centre.
  public static let scale = AnyTransition(both: TransitionSide([.scale(0, .center)]))
  /// A slide: "inserts by moving in from the leading edge, and removes by moving out towards
  /// the trailing edge" (Apple, "slide"), by the view's own width.
  public static let slide = AnyTransition(
    insertion: TransitionSide([.move(.leading)]), removal: TransitionSide([.move(.trailing)]))

  /// A scale from `scale` about `anchor`.
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
    AnyTransition(both: TransitionSide([.scale(scale.isFinite ? scale : 1, anchor)]))
  }
  /// A scale from `scale` about `anchor`: iOS 17's form, `.transition(.scale(0.5))`, which
  /// SwiftUI declares on `Transition` (ours: here, as the other built-in transitions are).
  public static func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
    .scale(scale: scale, anchor: anchor)
  }
  /// A move "towards the specified edge of the view" (Apple, "move(edge:)"): by the view's
  /// own width or height.
  public static func move(edge: Edge) -> AnyTransition {
    AnyTransition(both: TransitionSide([.move(edge)]))
  }
  /// A push: in from `edge`, fading in, and out "towards the opposite edge", fading out
  /// (Apple, "push(from:)").
  public static func push(from edge: Edge) -> AnyTransition {
    AnyTransition(
      insertion: TransitionSide([.move(edge), .opacity(0)]),
      removal: TransitionSide([.move(edge.opposite), .opacity(0)]))
  }
  /// An offset by `offset` (its width flipped right to left, as ``View/offset(_:)``'s).
  public static func offset(_ offset: CGSize) -> AnyTransition {
    AnyTransition(both: TransitionSide([.offset(offset)]))
  }
  /// An offset by `x` and `y`.
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
    offset(CGSize(width: x, height: y))
  }
  /// One transition in and another out.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition)
    -> AnyTransition
  {
    AnyTransition(
      insertion: insertion.insertion, removal: removal.removal,
      animation: insertion.ownAnimation ?? removal.ownAnimation)
  }
  /// A transition made of a modifier's two states: the view comes in from `active` and goes
  /// out to it, with `identity` applied at rest.
  public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
    AnyTransition(
      both: TransitionSide(modifier: TransitionModifierPair(active: active, identity: identity)))
  }

  /// This transition and `other` together: both sides' effects, applied at once.
  public func combined(with other: AnyTransition) -> AnyTransition {
    AnyTransition(
      insertion: insertion.combined(with: other.insertion),
      removal: removal.combined(with: other.removal),
      animation: ownAnimation ?? other.ownAnimation)
  }
  /// This transition with its own animation, used in place of the transaction's.
  ///
  /// Ours: the transition animates with it even when the insertion or removal had no
  /// animation.
  public func animation(_ animation: Animation?) -> AnyTransition {
    AnyTransition(insertion: insertion, removal: removal, animation: animation)
  }
}

nonisolated extension View {
  /// How the view comes in and goes out when inserted or removed inside an animation.
  ///
  /// The transition runs for the view that is inserted or removed itself (through modifiers
  /// around it), not for views inside an inserted container (ours: SwiftUI reads the
  /// transition of the inserted view only). A view without one fades, as with ``opacity``
  /// ("By default, views transition on and off screen by fading in and out", Apple).
  public func transition(_ transition: AnyTransition) -> some View {
    TransitionView(content: self, transition: transition)
  }
}
