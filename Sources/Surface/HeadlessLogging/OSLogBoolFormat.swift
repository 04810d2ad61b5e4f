/// How a logged truth value is written, as `os`'s `OSLogBoolFormat`.
public enum OSLogBoolFormat: Equatable, Sendable {
  /// `true` or `false`.
  case truth
  /// `YES` or `NO`.
  case answer
}
