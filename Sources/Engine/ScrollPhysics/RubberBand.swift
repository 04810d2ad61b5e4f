/// UIScrollView's resistance past an edge: `b(x) = (1 − 1/(x·c/d + 1))·d`, where `x` is the
/// raw distance dragged beyond the edge, `d` the viewport dimension on that axis and
/// `c` = 0.55 (docs/physics-model.md#rubber-band).
///
/// The curve has slope `c` at the edge and never exceeds one viewport. It is applied to the
/// *total* raw overscroll (not per drag delta), so ``overscroll(forDisplacement:)`` inverts it
/// when a drag starts from an already-bounced position.
///
/// ```swift
/// let band = RubberBand(dimension: 960)
/// band.displacement(forOverscroll: 100)   // 52.02 pt
/// band.position(forUnconstrained: -100, in: 0...500)  // −52.02
/// ```
public struct RubberBand: Hashable, Sendable {
  /// The slope at the edge.
  public var coefficient: Double
  /// The viewport dimension on the axis, in points.
  public var dimension: Double

  /// UIScrollView's coefficient.
  // source: Grant Paul's formula, squareb.wordpress.com/2013/01/06/31/ (gist originell/6961057);
  // ScrollMechanics, Motion and Compose use 0.55 (docs/physics-model.md#rubber-band).
  public static let scrollViewCoefficient = 0.55

  /// Creates a rubber band for a viewport dimension in points.
  public init(coefficient: Double = RubberBand.scrollViewCoefficient, dimension: Double) {
    precondition(coefficient > 0 && dimension > 0, "coefficient and dimension must be positive")
    self.coefficient = coefficient
    self.dimension = dimension
  }

  /// The visible displacement for `overscroll` points dragged past the edge; odd in its argument.
  public func displacement(forOverscroll overscroll: Double) -> Double {
    let magnitude = abs(overscroll)
    let banded = (1 - 1 / (magnitude * coefficient / dimension + 1)) * dimension
    return overscroll < 0 ? -banded : banded
  }

  /// The raw overscroll that shows as `displacement`: `x = b·d/(c·(d − b))`; `.infinity` at or
  /// beyond one viewport.
  public func overscroll(forDisplacement displacement: Double) -> Double {
    let magnitude = abs(displacement)
    guard magnitude < dimension else { return displacement < 0 ? -.infinity : .infinity }
    let raw = magnitude * dimension / (coefficient * (dimension - magnitude))
    return displacement < 0 ? -raw : raw
  }

  /// The shown position for an unconstrained `position`: itself inside `range`, banded beyond.
  public func position(forUnconstrained position: Double, in range: ClosedRange<Double>) -> Double {
    if position < range.lowerBound {
      return range.lowerBound + displacement(forOverscroll: position - range.lowerBound)
    }
    if position > range.upperBound {
      return range.upperBound + displacement(forOverscroll: position - range.upperBound)
    }
    return position
  }

  /// The unconstrained position that shows as `position`: the inverse of
  /// ``position(forUnconstrained:in:)``.
  public func unconstrainedPosition(for position: Double, in range: ClosedRange<Double>) -> Double {
    if position < range.lowerBound {
      return range.lowerBound + overscroll(forDisplacement: position - range.lowerBound)
    }
    if position > range.upperBound {
      return range.upperBound + overscroll(forDisplacement: position - range.upperBound)
    }
    return position
  }
}
