/// What a transition node keeps between updates: its transition, its content, and the effects
/// it is drawn with once a transition has run.
final class TransitionState {
  var transition = AnyTransition.identity
  var content: any View = EmptyView()
  /// The identity effects, in the shape an animation moves, once a transition ran (nil before:
  /// a view that never transitioned is drawn as if it had no transition).
  var restingEffects: EffectValues?
  /// The side whose modifiers the content shows active (the removal's, once the view leaves).
  var shownSide: TransitionSide?

  /// The content inside the transition's modifiers, those of `activeSide` active, the others
  /// at identity (a modifier both sides share is applied once).
  func child(activeSide: TransitionSide?) -> any View {
    var pairs = transition.insertion.modifiers
    for pair in transition.removal.modifiers where !pairs.contains(where: { $0 === pair }) {
      pairs.append(pair)
    }
    var view = content
    for pair in pairs {
      let phase: TransitionPhase =
        switch activeSide {
        case .some(let side) where side.contains(pair):
          side.isRemoval ? .didDisappear : .willAppear
        default: .identity
        }
      view = pair.apply(to: view, phase: phase)
    }
    return view
  }

  /// The effects of `side` for a view of `size` at identity and at its active end: what an
  /// insertion animates from active to identity, and a removal from identity to active.
  static func endpoints(of side: TransitionSide, size: CGSize, rightToLeft: Bool)
    -> (identity: EffectValues, active: EffectValues)
  {
    (
      effects(of: side, active: false, size: size, rightToLeft: rightToLeft),
      effects(of: side, active: true, size: size, rightToLeft: rightToLeft)
    )
  }

  /// The effects of `side` for a view of `size`, at its active end or at identity.
  ///
  /// One scale (the product of the side's scales, about the last one's anchor), then one
  /// translation (the sum of its offsets and moves), and the product of its opacities: the same
  /// shape at both ends, so an animation moves each number (ours: SwiftUI does not say how
  /// combined effects compose).
  static func effects(
    of side: TransitionSide, active: Bool, size: CGSize, rightToLeft: Bool
  ) -> EffectValues {
    var scale = CGSize(width: 1, height: 1)
    var anchor = UnitPoint.center
    var offset = CGSize.zero
    var opacity = 1.0
    // Leading is the left edge left to right, the right edge right to left.
    let leading: CGFloat = rightToLeft ? 1 : -1
    for effect in side.effects {
      switch effect {
      case .opacity(let value):
        opacity *= value.isFinite ? min(max(value, 0), 1) : 1
      case .scale(let factor, let point):
        anchor = point
        guard active, factor.isFinite else { continue }
        scale.width *= factor
        scale.height *= factor
      case .offset(let amount):
        guard active, amount.width.isFinite, amount.height.isFinite else { continue }
        offset.width += rightToLeft ? -amount.width : amount.width
        offset.height += amount.height
      case .move(let edge):
        guard active else { continue }
        switch edge {
        case .top: offset.height -= size.height
        case .bottom: offset.height += size.height
        case .leading: offset.width += leading * size.width
        case .trailing: offset.width -= leading * size.width
        }
      }
    }
    return EffectValues(
      operations: [.scale(scale, anchor: anchor), .translate(offset)],
      opacity: active ? opacity : 1)
  }
}
