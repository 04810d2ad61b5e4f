#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

/// Sine and cosine of `angle` radians, with exact values at multiples of π/2 so that
/// quarter-turn transforms stay exact (CoreGraphics returns exact zeros there too).
func sinCos(_ angle: Double) -> (sin: Double, cos: Double) {
  let quarterTurns = angle / (Double.pi / 2)
  if quarterTurns == quarterTurns.rounded(), abs(quarterTurns) < 1e15 {
    switch Int(quarterTurns).quotientAndRemainder(dividingBy: 4).remainder {
    case 0: return (0, 1)
    case 1, -3: return (1, 0)
    case 2, -2: return (0, -1)
    default: return (-1, 0)
    }
  }
  return (sin(angle), cos(angle))
}
