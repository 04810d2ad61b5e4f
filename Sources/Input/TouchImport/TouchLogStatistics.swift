import TouchCore
import TouchModel

/// What an imported touch stream holds: the numbers `haptictape import --dry-run` prints.
///
/// - ``frames``: distinct sample times.
/// - ``medianInterval``: the median time between consecutive samples of the same touch (the mean
///   of the middle two for an even count, rounded down to the nanosecond).
/// - ``droppedFrames``: for each gap between consecutive samples of a touch longer than 1.5 ×
///   the median and shorter than 3.5 × (a longer one is a finger holding still, which a digitizer
///   does not report), the frames that would fit in it (gap ÷ median, rounded, minus one).
/// - ``duplicateFrames``: samples of a moving touch that repeat the previous one's time, or its
///   position, force and radius.
///
/// Samples the import added (the cancel of a touch still down at the end) are not intervals.
public struct TouchLogStatistics: Hashable, Sendable {
  /// Touches that began.
  public var touches: Int
  /// The most touches down at once.
  public var fingers: Int
  /// Samples, including ends and cancels.
  public var samples: Int
  /// Distinct sample times.
  public var frames: Int
  /// From the first sample to the last.
  public var span: TimeAmount
  /// The median interval between consecutive samples of one touch, or zero without intervals.
  public var medianInterval: TimeAmount
  /// Frames missing from gaps of 1.5 to 3.5 median intervals.
  public var droppedFrames: Int
  /// Samples repeating their predecessor.
  public var duplicateFrames: Int
  /// Touches still down at the end of the log, cancelled by the import.
  public var cancelledAtEnd: Int

  /// A gap longer than this many median intervals counts as dropped frames (ours: halfway
  /// between one interval and two).
  public static let droppedGapFactor = 1.5
  /// A gap this many median intervals long or longer is a pause, not lost frames: a digitizer
  /// reports nothing while a finger holds still (ours: up to three frames lost in a row).
  public static let pauseFactor = 3.5

  /// Computes the statistics of `samples`, skipping intervals that end at an index in `added`.
  public init(samples: [TouchSample], added: Set<Int> = []) {
    var down: Set<Touch.ID> = []
    var previous: [Touch.ID: TouchSample] = [:]
    var intervals: [Int64] = []
    var duplicates = 0
    var fingers = 0
    var touches = 0
    var times: Set<Int64> = []
    for (index, sample) in samples.enumerated() {
      times.insert(sample.timestamp.nanoseconds)
      if sample.phase == .began {
        touches += 1
        down.insert(sample.id)
        fingers = max(fingers, down.count)
      }
      if let last = previous[sample.id], !added.contains(index) {
        let interval = (sample.timestamp - last.timestamp).nanoseconds
        intervals.append(interval)
        if sample.phase == .moved,
          interval == 0
            || (sample.location == last.location && sample.force == last.force
              && sample.majorRadius == last.majorRadius)
        {
          duplicates += 1
        }
      }
      previous[sample.id] = sample
      if sample.phase.isTerminal {
        down.remove(sample.id)
        previous[sample.id] = nil
      }
    }
    intervals.sort()
    var median: Int64 = 0
    if !intervals.isEmpty {
      let middle = intervals.count / 2
      median =
        intervals.count % 2 == 1
        ? intervals[middle] : (intervals[middle - 1] + intervals[middle]) / 2
    }
    var dropped = 0
    if median > 0 {
      for interval in intervals {
        let ratio = Double(interval) / Double(median)
        if ratio > Self.droppedGapFactor, ratio < Self.pauseFactor {
          dropped += Int(ratio.rounded()) - 1
        }
      }
    }
    self.touches = touches
    self.fingers = fingers
    self.samples = samples.count
    self.frames = times.count
    self.span = (samples.last?.timestamp ?? .zero) - (samples.first?.timestamp ?? .zero)
    self.medianInterval = TimeAmount(nanoseconds: median)
    self.droppedFrames = dropped
    self.duplicateFrames = duplicates
    self.cancelledAtEnd = added.count
  }
}
