import TouchCore
import TouchModel

// MARK: - Contact

extension TouchLane {
  /// A touch sample without coalesced samples: plain values, so reading one out of an event
  /// retains nothing.
  struct Contact {
    var id: UInt32
    var phase: UInt8
    var location: Point2D
    var timestamp: Timestamp
    var force: Double?
    var majorRadius: Double?

    /// The sample of `event` when it is a touch without coalesced samples.
    @inline(__always)
    init?(_ event: TapeEvent) {
      guard case .touch(let sample) = event, sample.coalesced.isEmpty else { return nil }
      self.init(sample)
    }

    /// The plain values of `sample`; its coalesced samples aside.
    @inline(__always)
    init(_ sample: TouchSample) {
      id = sample.id.rawValue
      phase = sample.phase.rawValue
      location = sample.location
      timestamp = sample.timestamp
      force = sample.force
      majorRadius = sample.majorRadius
    }
  }
}
