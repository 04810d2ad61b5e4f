/// One side of a transition (its insertion or its removal): the view's state at that side's
/// active end, as effects on the view and modifiers around it.
struct TransitionSide: Sendable {
  /// The effects at the active end, applied together.
  var effects: [TransitionEffect] = []
  /// The app's modifiers whose active state the side shows.
  var modifiers: [TransitionModifierPair] = []
  /// Whether this is a removal's side: its modifiers show ``TransitionPhase/didDisappear``,
  /// an insertion's ``TransitionPhase/willAppear``.
  var isRemoval = false

  init(_ effects: [TransitionEffect] = []) { self.effects = effects }

  init(modifier: TransitionModifierPair) { modifiers = [modifier] }

  /// Both sides' effects and modifiers.
  func combined(with other: TransitionSide) -> TransitionSide {
    var result = self
    result.effects += other.effects
    result.modifiers += other.modifiers
    return result
  }

  /// Whether the side's modifiers include `pair`.
  func contains(_ pair: TransitionModifierPair) -> Bool {
    modifiers.contains { $0 === pair }
  }
}

/// One effect of a built-in transition at its active end.
enum TransitionEffect: Sendable {
  case opacity(Double)
  case scale(CGFloat, UnitPoint)
  /// An offset in the layout direction's coordinates (its width flipped right to left).
  case offset(CGSize)
  /// A move by the view's own width or height towards `edge`.
  case move(Edge)
}

extension Edge {
  /// The edge across from this one.
  var opposite: Edge {
    switch self {
    case .top: .bottom
    case .bottom: .top
    case .leading: .trailing
    case .trailing: .leading
    }
  }
}
