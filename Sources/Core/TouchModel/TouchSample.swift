import TouchCore

/// One report of one finger: the unit of input a tape records and replay feeds to scenes.
///
/// Locations are in screen points (UIKit window coordinates), timestamps on the session's
/// virtual clock. `force` and `majorRadius` are optional, as on devices without 3D Touch.
///
/// ```swift
/// let down = TouchSample(id: Touch.ID(1), phase: .began, location: Point2D(x: 200, y: 400),
///                        timestamp: .milliseconds(0))
/// ```
public struct TouchSample: Hashable, Sendable {
  /// A sample the digitizer reported between two delivered samples
  /// (`UIEvent.coalescedTouches(for:)`), in time order, the last one equal to the delivered one.
  public struct Coalesced: Hashable, Sendable {
    /// Where the finger was, in points.
    public var location: Point2D
    /// When the digitizer saw it.
    public var timestamp: Timestamp
    /// The normalized force (1 = average touch), when the device reports one.
    public var force: Double?
    /// The radius of the contact's major axis, in points, when reported.
    public var majorRadius: Double?

    /// Creates a coalesced sample.
    public init(
      location: Point2D, timestamp: Timestamp, force: Double? = nil, majorRadius: Double? = nil
    ) {
      self.location = location
      self.timestamp = timestamp
      self.force = force
      self.majorRadius = majorRadius
    }
  }

  /// Which finger.
  public var id: Touch.ID
  /// The finger's phase at this sample.
  public var phase: Touch.Phase
  /// Where the finger is, in screen points.
  public var location: Point2D
  /// When the sample was delivered.
  public var timestamp: Timestamp
  /// The normalized force (1 = average touch), when the device reports one.
  public var force: Double?
  /// The radius of the contact's major axis, in points, when reported.
  public var majorRadius: Double?
  /// The digitizer samples coalesced into this one, oldest first; empty when none were.
  public var coalesced: [Coalesced]

  /// Creates a touch sample.
  public init(
    id: Touch.ID, phase: Touch.Phase, location: Point2D, timestamp: Timestamp,
    force: Double? = nil, majorRadius: Double? = nil, coalesced: [Coalesced] = []
  ) {
    self.id = id
    self.phase = phase
    self.location = location
    self.timestamp = timestamp
    self.force = force
    self.majorRadius = majorRadius
    self.coalesced = coalesced
  }
}
