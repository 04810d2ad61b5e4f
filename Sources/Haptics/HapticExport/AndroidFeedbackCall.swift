/// A UIKit feedback call of the timeline and the `HapticFeedbackConstants` value that plays its
/// Android counterpart with `View.performHapticFeedback`.
public struct AndroidFeedbackCall: Hashable, Sendable {
  /// Milliseconds from the effect's start.
  public var timeMilliseconds: Int
  /// The UIKit call: `notification.success`, `impact.light`, `selection`.
  public var uikit: String
  /// The nearest constant, or `nil` where Android has none.
  public var constant: AndroidFeedbackConstant?

  /// Creates a call.
  ///
  /// - Parameters:
  ///   - timeMilliseconds: Milliseconds from the effect's start.
  ///   - uikit: The UIKit call's name.
  ///   - constant: The nearest constant, if any.
  public init(timeMilliseconds: Int, uikit: String, constant: AndroidFeedbackConstant?) {
    self.timeMilliseconds = timeMilliseconds
    self.uikit = uikit
    self.constant = constant
  }
}
