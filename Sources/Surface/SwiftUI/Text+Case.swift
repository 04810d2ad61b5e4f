extension Text {
  /// How text is cased when shown (inert: measured as written; every character is as wide).
  public enum Case: Hashable, Sendable {
    /// Every letter upper case.
    case uppercase
    /// Every letter lower case.
    case lowercase
  }

  /// How text that does not fit its lines is cut (inert: text wraps onto the lines it needs).
  public enum TruncationMode: Hashable, Sendable {
    /// Cut at the start.
    case head
    /// Cut at the end.
    case tail
    /// Cut in the middle.
    case middle
  }
}
