import Scenes

/// `value` rounded toward zero and clamped to `0..<count` (0 when empty), never trapping: a
/// position that is not finite (NaN from a zero-sized layout, an infinity) reads as the nearest
/// end instead of crashing the integer conversion.
func clampedIndex(_ value: Double, count: Int) -> Int {
  let last = max(count - 1, 0)
  guard !value.isNaN else { return 0 }
  if value <= 0 { return 0 }
  if value >= Double(last) { return last }
  return Int(value.rounded(.towardZero))
}
