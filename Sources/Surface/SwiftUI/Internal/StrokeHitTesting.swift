/// A shape hit on its stroke rather than its fill.
protocol StrokeHitTesting {
  /// Whether the stroke, in a frame of `rect`, covers `point`.
  func strokeContains(_ point: CGPoint, in rect: CGRect) -> Bool
}
