#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

// The C library's trigonometry, named for the layouts (no Foundation in this module).

/// The arc tangent of `value`, in radians.
func arcTangent(_ value: Double) -> Double { atan(value) }

/// The angle of the point (`x`, `y`) from the positive x axis, in radians (C `atan2(y, x)`).
func arcTangent(y: Double, x: Double) -> Double { atan2(y, x) }

/// `value` limited to `lower...upper`.
func clamped(_ value: Double, _ lower: Double, _ upper: Double) -> Double {
  Swift.min(upper, Swift.max(lower, value))
}

/// The whole number below or at `value` as an `Int`, saturating outside `Int`'s range
/// (a layout asked about an absurd offset must not trap).
func floorIndex(_ value: Double) -> Int {
  saturatingInt(value.rounded(.down))
}

/// The whole number above or at `value` as an `Int`, saturating outside `Int`'s range.
func ceilIndex(_ value: Double) -> Int {
  saturatingInt(value.rounded(.up))
}

/// `value` (already integral or truncated toward zero) as an `Int`, saturating at ±2⁶².
func saturatingInt(_ value: Double) -> Int {
  guard value.isFinite else { return value > 0 ? 1 << 62 : -(1 << 62) }
  if value >= 4.6e18 { return 1 << 62 }
  if value <= -4.6e18 { return -(1 << 62) }
  return Int(value)
}

/// `dividend / divisor` rounded up, for a non-negative dividend and a positive divisor, without
/// the `dividend + divisor − 1` that overflows for counts near `Int.max`.
func ceilingQuotient(_ dividend: Int, _ divisor: Int) -> Int {
  let (quotient, remainder) = dividend.quotientAndRemainder(dividingBy: divisor)
  return remainder > 0 ? quotient + 1 : quotient
}

/// `value`, or zero when it is NaN or infinite.
func finiteOrZero(_ value: Double) -> Double { value.isFinite ? value : 0 }
