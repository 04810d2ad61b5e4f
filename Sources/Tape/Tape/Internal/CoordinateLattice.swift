/// A lattice that every coordinate of a touch lane lies on, in position-grid steps:
/// `steps = round(k · numerator / denominator)` for whole `k` (integer rounding, ties up).
///
/// Logs imported from a digitizer map whole panel units to points by a fixed ratio (a
/// 1080-unit panel across 393 pt puts x on multiples of 363.89 steps), so coordinates are far
/// coarser than the grid. Coding `k` instead of steps saves about log2(ratio) bits per moving
/// axis. The writer finds the ratio from the values themselves; nothing else needs to know it.
struct CoordinateLattice: Equatable {
  /// Largest denominator tried (ours: panel ranges up to 4096 units).
  static let maximumDenominator: Int64 = 4096  // source: ours
  /// Lattices finer than this many steps are not worth their header (ours).
  static let minimumSpacing: Int64 = 4  // source: ours
  /// Largest numerator a reader accepts (ours: bounds input; 2^40 steps per unit).
  static let maximumNumerator: Int64 = 1 << 40  // source: ours

  var numerator: Int64
  var denominator: Int64

  /// The grid steps of lattice index `index`.
  @inline(__always)
  func steps(_ index: Int64) -> Int64 {
    roundedDivision(index &* numerator, denominator)
  }

  /// The lattice index whose steps are `steps`, or `nil` when `steps` is not on the lattice.
  @inline(__always)
  func index(_ steps: Int64) -> Int64? {
    let index = roundedDivision(steps &* denominator, numerator)
    return self.steps(index) == steps ? index : nil
  }

  /// The coarsest lattice through 0 that every one of `values` lies on, when one with
  /// spacing ≥ ``minimumSpacing`` and denominator ≤ ``maximumDenominator`` exists.
  static func fitted(to values: ContiguousArray<Int64>) -> CoordinateLattice? {
    guard values.count >= 16 else { return nil }
    // Two distinct values closer than the minimum spacing rule a lattice out before sorting.
    for (previous, value) in zip(values, values.dropFirst()) where previous != value {
      if (value &- previous).magnitude < UInt64(minimumSpacing) { return nil }
    }
    var sorted = Array(values)
    sorted.sort()
    var distinct: [Int64] = []
    distinct.reserveCapacity(sorted.count)
    var smallestGap = Int64.max
    for value in sorted where distinct.last != value {
      if let last = distinct.last { smallestGap = min(smallestGap, value &- last) }
      distinct.append(value)
    }
    guard distinct.count >= 8, smallestGap >= minimumSpacing, smallestGap < Int64(1) << 30 else {
      return nil
    }
    // Neighbouring lattice points differ by the spacing rounded down or up: their mean is a
    // first estimate, then least squares through 0, widening the values used as it sharpens.
    var stepSum = 0.0
    var steps = 0.0
    for (low, high) in zip(distinct, distinct.dropFirst()) where high &- low <= smallestGap + 1 {
      stepSum += Double(high &- low)
      steps += 1
    }
    var spacing = stepSum / steps
    for reach in [16.0, 256.0, Double.infinity] {
      var moment = 0.0
      var squares = 0.0
      for value in distinct where abs(Double(value)) <= reach * spacing {
        let index = (Double(value) / spacing).rounded()
        moment += Double(value) * index
        squares += index * index
      }
      if squares > 0 { spacing = moment / squares }
    }
    guard spacing.isFinite, spacing >= 1, spacing < Double(maximumNumerator) else { return nil }
    // Continued-fraction convergents of the spacing, smallest denominators first.
    var (previousNumerator, numerator): (Int64, Int64) = (1, Int64(spacing.rounded(.down)))
    var (previousDenominator, denominator): (Int64, Int64) = (0, 1)
    var remainder = spacing - spacing.rounded(.down)
    while denominator <= maximumDenominator, numerator > 0, numerator <= maximumNumerator {
      for candidate in [numerator, numerator + (denominator == 1 ? 1 : 0)] {
        let lattice = CoordinateLattice(numerator: candidate, denominator: denominator)
        if values.allSatisfy({ lattice.index($0) != nil }) { return lattice }
      }
      guard remainder > 1e-9 else { break }
      let inverse = 1 / remainder
      let term = inverse.rounded(.down)
      guard term < 1e6 else { break }
      remainder = inverse - term
      (previousNumerator, numerator) = (numerator, Int64(term) &* numerator &+ previousNumerator)
      (previousDenominator, denominator) = (
        denominator, Int64(term) &* denominator &+ previousDenominator
      )
    }
    return nil
  }
}
