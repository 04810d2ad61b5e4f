/// The adaptive probabilities of one ``AdaptiveIntegerModel``, in memory of their own.
///
/// A class, so coding a bit reaches its probability through a pointer without the uniqueness
/// and bounds checks of an array element: those were most of the range coder's cost per bit.
/// Each model owns its table and is never copied while coding.
final class ProbabilityTable {
  let base: UnsafeMutablePointer<RangeEncoder.Probability>
  let count: Int

  /// `count` probabilities, each at one half with nothing seen.
  init(count: Int) {
    self.count = count
    base = .allocate(capacity: count)
    base.initialize(repeating: RangeEncoder.Probability(), count: count)
  }

  deinit {
    base.deinitialize(count: count)
    base.deallocate()
  }
}
