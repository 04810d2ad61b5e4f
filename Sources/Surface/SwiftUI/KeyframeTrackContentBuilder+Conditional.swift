extension KeyframeTrackContentBuilder {
  /// The keyframes of the branch of an `if`/`else` or a `switch` that ran.
  public struct Conditional<
    ConditionalValue: Animatable, First: KeyframeTrackContent,
    Second: KeyframeTrackContent
  >: KeyframeTrackContent
  where First.Value == ConditionalValue, Second.Value == ConditionalValue {
    /// The type of value the keyframes move.
    public typealias Value = ConditionalValue

    enum Storage {
      case first(First)
      case second(Second)
    }

    let storage: Storage

    /// The branch's keyframes: it has no body of its own.
    public var body: Self { self }
  }
}

extension KeyframeTrackContentBuilder.Conditional: PrimitiveKeyframeTrackContent {
  var segments: [KeyframeSegment<ConditionalValue>] {
    switch storage {
    case .first(let first): first.keyframeSegments()
    case .second(let second): second.keyframeSegments()
    }
  }
}
