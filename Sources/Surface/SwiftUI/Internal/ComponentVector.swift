/// A drawn geometry's numbers as one vector, for a ``CustomAnimation`` to scale and add.
///
/// ``zero`` has no numbers; adding or subtracting vectors of different lengths reads missing
/// numbers as 0.
struct ComponentVector: VectorArithmetic {
  var components: [Double]

  static var zero: ComponentVector { ComponentVector(components: []) }

  static func + (a: ComponentVector, b: ComponentVector) -> ComponentVector {
    combine(a, b, +)
  }

  static func - (a: ComponentVector, b: ComponentVector) -> ComponentVector {
    combine(a, b, -)
  }

  mutating func scale(by rhs: Double) {
    for index in components.indices { components[index] *= rhs }
  }

  var magnitudeSquared: Double { components.reduce(0) { $0 + $1 * $1 } }

  private static func combine(
    _ a: ComponentVector, _ b: ComponentVector, _ operation: (Double, Double) -> Double
  ) -> ComponentVector {
    let count = max(a.components.count, b.components.count)
    return ComponentVector(
      components: (0..<count).map { index in
        operation(
          index < a.components.count ? a.components[index] : 0,
          index < b.components.count ? b.components[index] : 0)
      })
  }
}
