extension Double {
  /// The value clamped to 0…1, a NaN counting as 0: a fraction of progress, a mix or a colour
  /// channel that bad input must not carry past its ends.
  @inlinable
  package var clampedToUnit: Double { isNaN ? 0 : Swift.min(Swift.max(self, 0), 1) }
}
