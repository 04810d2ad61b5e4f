/// What submits a view's `onSubmit` (inert: nothing is submitted headless).
public struct SubmitTriggers: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// A text field's return key.
  public static let text = SubmitTriggers(rawValue: 1)
  /// A search field's search key.
  public static let search = SubmitTriggers(rawValue: 2)
}
