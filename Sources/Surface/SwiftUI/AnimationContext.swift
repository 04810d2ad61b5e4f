/// What a ``CustomAnimation`` keeps between the frames of one run.
public struct AnimationContext<Value: VectorArithmetic> {
  /// The animation's own values, by key.
  public var state: AnimationState<Value>
  /// Whether the animation counts as done for `withAnimation`'s completion (set by the
  /// animation; headless the completion runs when `animate` returns nil).
  public var isLogicallyComplete: Bool
  /// The environment of the view it animates (headless, the default values: one run moves
  /// many views).
  public var environment: EnvironmentValues { EnvironmentValues() }

  init() {
    state = AnimationState()
    isLogicallyComplete = false
  }
}
