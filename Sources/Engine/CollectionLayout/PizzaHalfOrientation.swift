/// Which half of the pizza a selector shows (seed 000 `PizzaHalfOrientation`).
public enum PizzaHalfOrientation: String, Hashable, Sendable, CaseIterable {
  /// The left half: cells hug the collection's right edge.
  case left
  /// The right half: cells hug the collection's left edge.
  case right

  /// The other half.
  public func opposite() -> PizzaHalfOrientation {
    self == .left ? .right : .left
  }
}
