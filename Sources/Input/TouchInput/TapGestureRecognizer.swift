import TouchCore
import TouchModel

/// A value-type model of a single-finger `UITapGestureRecognizer`: a touch that lifts within
/// ``Configuration/maximumDuration`` without moving more than
/// ``Configuration/allowableMovement`` points is a tap.
///
/// A second finger, too much movement or too long a press fails the tap; the recognizer then
/// waits for every finger to lift.
///
/// ```swift
/// var tap = TapGestureRecognizer()
/// _ = tap.handle(TouchSample(id: Touch.ID(1), phase: .began, location: Point2D(x: 300, y: 400), timestamp: .zero))
/// tap.handle(TouchSample(id: Touch.ID(1), phase: .ended, location: Point2D(x: 301, y: 400),
///                        timestamp: .milliseconds(90)))
/// // .recognized(location: Point2D(x: 301, y: 400), at: .milliseconds(90))
/// ```
public struct TapGestureRecognizer: Sendable {
  /// Tunable thresholds (parameters awaiting device calibration).
  public struct Configuration: Hashable, Sendable {
    /// The farthest the finger may move, in points.
    // source: ours — the same 10 pt as the pan slop (docs/physics-model.md#touch-slop), so a
    // tap never scrolls.
    public var allowableMovement: Double
    /// The longest press that still counts as a tap.
    // source: ours — below UILongPressGestureRecognizer's documented 0.5 s minimumPressDuration.
    public var maximumDuration: TimeAmount

    /// Creates a configuration.
    public init(allowableMovement: Double = 10, maximumDuration: TimeAmount = .milliseconds(500)) {
      self.allowableMovement = allowableMovement
      self.maximumDuration = maximumDuration
    }
  }

  /// What the recognizer did.
  public enum Action: Hashable, Sendable {
    /// A tap ended at `location`.
    case recognized(location: Point2D, at: Timestamp)
    /// The touch stopped being a tap.
    case failed(at: Timestamp)
  }

  private enum State: Hashable, Sendable {
    case idle
    case possible(Touch.ID, start: Point2D, began: Timestamp)
    /// Failed; waiting for these touches to lift.
    case failed([Touch.ID])
  }

  /// The thresholds.
  public var configuration: Configuration
  private var state = State.idle

  /// Creates a recognizer.
  public init(configuration: Configuration = Configuration()) {
    self.configuration = configuration
  }

  /// Handles one touch sample; returns the recognizer's action, if any.
  public mutating func handle(_ sample: TouchSample) -> Action? {
    switch state {
    case .idle:
      if sample.phase == .began {
        state = .possible(sample.id, start: sample.location, began: sample.timestamp)
      }
      return nil
    case .possible(let id, let start, let began):
      guard sample.id == id else {
        // A second finger: not a single tap.
        if sample.phase == .began {
          state = .failed([id, sample.id])
          return .failed(at: sample.timestamp)
        }
        return nil
      }
      let moved = (sample.location - start).length > configuration.allowableMovement
      let late = sample.timestamp - began > configuration.maximumDuration
      switch sample.phase {
      case .ended where !moved && !late:
        state = .idle
        return .recognized(location: sample.location, at: sample.timestamp)
      case .ended, .cancelled:
        state = .idle
        return .failed(at: sample.timestamp)
      case .began, .moved, .stationary:
        guard moved || late else { return nil }
        state = .failed([id])
        return .failed(at: sample.timestamp)
      }
    case .failed(var ids):
      if sample.phase == .began && !ids.contains(sample.id) {
        ids.append(sample.id)
      } else if sample.phase.isTerminal {
        ids.removeAll { $0 == sample.id }
      }
      state = ids.isEmpty ? .idle : .failed(ids)
      return nil
    }
  }
}
