/// How a half picker arranges its pizzas.
public enum PizzaHalfLayoutStyle {
  /// The shipped layout: a table whose pizzas shrink and fade away from the centre.
  case standard
  /// The drum experiment: every pizza starts from the centred frame and the current one is on
  /// top.
  case drum
}
