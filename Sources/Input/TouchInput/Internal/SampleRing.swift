import TouchCore

/// One timestamped position.
struct PositionSample: Sendable {
  var position: Point2D
  var timestamp: Timestamp

  static let none = PositionSample(position: .zero, timestamp: .zero)
}

/// The last 20 samples, newest last, in a fixed inline buffer (no allocation per sample).
struct SampleRing: Sendable {
  /// The history size of both Flutter trackers.
  // source: Flutter packages/flutter/lib/src/gestures/velocity_tracker.dart (ring buffer of 20
  // samples; docs/physics-model.md#velocity-estimation).
  static let capacity = 20

  private var storage = InlineArray<20, PositionSample>(repeating: .none)
  private var newestIndex = 0
  private(set) var count = 0

  /// Appends a sample; a sample at the same timestamp as the newest replaces it, so several
  /// touches reported in one frame give one sample.
  mutating func append(_ sample: PositionSample) {
    if count > 0 && storage[newestIndex].timestamp == sample.timestamp {
      storage[newestIndex] = sample
      return
    }
    newestIndex = (newestIndex + 1) % Self.capacity
    storage[newestIndex] = sample
    count = min(count + 1, Self.capacity)
  }

  mutating func removeAll() {
    count = 0
  }

  /// The sample `age` places before the newest (0 = newest); `age < count`.
  subscript(age age: Int) -> PositionSample {
    storage[(newestIndex - age + Self.capacity) % Self.capacity]
  }
}
