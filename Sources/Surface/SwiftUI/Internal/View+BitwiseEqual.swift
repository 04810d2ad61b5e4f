nonisolated extension View {
  /// Whether `other` is this view byte for byte, for a view of plain data only (`_isPOD`: no
  /// references, so equal bytes are equal values; padding may make equal values differ, which
  /// only costs an evaluation).
  func isBitwiseEqual(to other: any View) -> Bool {
    // Plain data checked before the cast: most views hold references and need neither.
    guard _isPOD(Self.self), let other = other as? Self else { return false }
    return EquatableValue.samePlainData(self, other)
  }
}
