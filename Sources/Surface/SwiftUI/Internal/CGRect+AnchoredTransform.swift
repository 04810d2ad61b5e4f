extension CGRect {
  /// `transform` applied about the point `anchor` names in the rectangle (unit coordinates): a
  /// shape scaled or turned about its anchor (`ScaledShape`, `RotatedShape`).
  func anchoredTransform(
    _ anchor: UnitPoint, _ transform: (CGAffineTransform) -> CGAffineTransform
  ) -> CGAffineTransform {
    let x = minX + anchor.x * width
    let y = minY + anchor.y * height
    return transform(CGAffineTransform(translationX: x, y: y)).translatedBy(x: -x, y: -y)
  }
}
