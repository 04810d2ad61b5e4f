/// A fixed value of one property of an event, such as its intensity.
///
/// Out-of-range values are clamped to the parameter's range when the pattern is made, as Core
/// Haptics does; a NaN or infinite value makes the pattern throw
/// ``CHHapticError/Code/badParameterEntry`` (ours: Core Haptics leaves it undefined).
open class CHHapticEventParameter: @unchecked Sendable {
  /// The property the value sets.
  open private(set) var parameterID: CHHapticEvent.ParameterID
  /// The value.
  open var value: Float

  /// A parameter setting `parameterID` to `value`.
  public init(parameterID: CHHapticEvent.ParameterID, value: Float) {
    self.parameterID = parameterID
    self.value = value
  }
}
