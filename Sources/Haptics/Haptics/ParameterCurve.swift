/// A dynamic parameter that changes linearly between control points (`ParameterCurve`); it
/// modulates every event of the pattern that responds to its parameter.
///
/// Control-point times are relative to the curve's own ``time``, as Apple documents
/// (Apple, `CHHapticParameterCurve.ControlPoint`; docs/haptics-constants.md#parameter-curves).
///
/// ```swift
/// let fade = try ParameterCurve(
///   time: 0.1, parameter: .hapticIntensityControl,
///   controlPoints: [.init(time: 0, value: 1), .init(time: 0.4, value: 0)])
/// fade.value(at: 0.3)  // 0.5
/// ```
public struct ParameterCurve: Hashable, Sendable {
  /// One (time, value) point of a curve.
  public struct ControlPoint: Hashable, Sendable {
    /// Seconds after the start of the curve.
    public var time: Double
    /// The parameter's value at ``time``.
    public var value: Double

    /// Creates a control point; the curve that holds it checks the values.
    ///
    /// - Parameters:
    ///   - time: Seconds after the start of the curve.
    ///   - value: The parameter's value at `time`.
    public init(time: Double, value: Double) {
      self.time = time
      self.value = value
    }
  }

  /// Seconds from the start of the timeline to the start of the curve.
  public internal(set) var time: Double
  /// The control the curve drives.
  public internal(set) var parameter: DynamicParameterID
  /// The points, in non-decreasing time order.
  public internal(set) var controlPoints: [ControlPoint]

  /// Creates a curve, rejecting what Core Haptics would not accept.
  ///
  /// - Parameters:
  ///   - time: Seconds from the start of the timeline, not negative.
  ///   - parameter: The control the curve drives.
  ///   - controlPoints: At least one point; times not negative and non-decreasing, values inside
  ///     ``DynamicParameterID/range``.
  /// - Throws: ``HapticError`` with code ``HapticError/Code/valueOutOfRange``.
  public init(time: Double, parameter: DynamicParameterID, controlPoints: [ControlPoint]) throws {
    self.time = try RangeCheck.time(time)
    self.parameter = parameter
    guard !controlPoints.isEmpty else {
      throw HapticError(.valueOutOfRange, "a parameter curve needs at least one control point")
    }
    var previous = 0.0
    for (index, point) in controlPoints.enumerated() {
      _ = try RangeCheck.checked(point.value, in: parameter.range, "control point \(index) value")
      _ = try RangeCheck.checked(
        point.time, in: previous...HapticLimits.maximumTime, "control point \(index) time")
      previous = point.time
    }
    self.controlPoints = controlPoints
  }

  /// Creates a curve from values already checked or clamped.
  init(checkedTime time: Double, parameter: DynamicParameterID, controlPoints: [ControlPoint]) {
    self.time = time
    self.parameter = parameter
    self.controlPoints = controlPoints
  }

  /// Seconds from the timeline start to the curve's last point.
  public var endTime: Double { time + (controlPoints.last?.time ?? 0) }

  /// The curve's value `time` seconds after the start of the timeline: linear between points,
  /// the first point's value before it and the last point's value after it.
  ///
  /// - Parameter time: Seconds from the start of the timeline.
  /// - Returns: The interpolated value, or the parameter's default for a curve with no points.
  /// - Complexity: O(*n*) in the number of control points.
  public func value(at time: Double) -> Double {
    let local = time - self.time
    guard let first = controlPoints.first else { return parameter.defaultValue }
    if local <= first.time { return first.value }
    for (left, right) in zip(controlPoints, controlPoints.dropFirst()) where local <= right.time {
      let span = right.time - left.time
      guard span > 0 else { return right.value }
      return left.value + (right.value - left.value) * (local - left.time) / span
    }
    return controlPoints[controlPoints.count - 1].value
  }
}
