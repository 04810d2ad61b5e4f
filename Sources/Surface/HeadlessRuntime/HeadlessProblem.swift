/// Something the app's code did that UIKit would not survive or that cannot be replayed: the type
/// and the call that did it, and what went wrong.
public struct HeadlessProblem: Hashable, Sendable, CustomStringConvertible {
  /// The app's type (or UIKit class) involved, such as `CircularLayout`.
  public var type: String
  /// The call, such as `layoutAttributesForElements(in:)`.
  public var call: String
  /// What went wrong and what to do.
  public var message: String

  /// A problem in `type`'s `call`.
  public init(type: String, call: String, message: String) {
    self.type = type
    self.call = call
    self.message = message
  }

  /// `Type.call: message`.
  public var description: String { "\(type).\(call): \(message)" }
}
