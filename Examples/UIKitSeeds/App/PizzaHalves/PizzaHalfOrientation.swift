/// Which half of the pizza a picker shows.
public enum PizzaHalfOrientation {
  case left
  case right

  /// The other half.
  public func opposite() -> PizzaHalfOrientation {
    switch self {
    case .left: return .right
    case .right: return .left
    }
  }
}
