/// A reader accepted an input that the code after it then could not use: a finding, like a trap.
///
/// For example, pointer events the studio accepted whose JSON Lines the touch importer refuses
/// would be a recording the studio cannot save.
public struct FuzzInvariantViolation: Error, Sendable, CustomStringConvertible {
  /// What went wrong.
  public let description: String
}
