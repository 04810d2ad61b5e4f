/// A control value set at a moment (`Parameter`): it modulates every event of the pattern that
/// responds to it until the next change.
///
/// ```swift
/// let dim = try DynamicParameter(time: 0.5, parameter: .hapticIntensityControl, value: 0.5)
/// ```
public struct DynamicParameter: Hashable, Sendable {
  /// Seconds from the start of the timeline.
  public internal(set) var time: Double
  /// The control to set.
  public internal(set) var parameter: DynamicParameterID
  /// The control's new value, inside ``DynamicParameterID/range``.
  public internal(set) var value: Double

  /// Creates a dynamic parameter change, rejecting values outside the control's range.
  ///
  /// - Parameters:
  ///   - time: Seconds from the start of the timeline, not negative.
  ///   - parameter: The control to set.
  ///   - value: The new value, inside `parameter.range`.
  /// - Throws: ``HapticError`` with code ``HapticError/Code/valueOutOfRange``.
  public init(time: Double, parameter: DynamicParameterID, value: Double) throws {
    self.time = try RangeCheck.time(time)
    self.parameter = parameter
    self.value = try RangeCheck.checked(value, in: parameter.range, parameter.rawValue)
  }

  /// Creates a change from values already checked or clamped.
  init(checkedTime time: Double, parameter: DynamicParameterID, value: Double) {
    self.time = time
    self.parameter = parameter
    self.value = value
  }
}
