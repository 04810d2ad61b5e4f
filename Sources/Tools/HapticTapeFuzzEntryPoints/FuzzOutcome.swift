/// What a reader made of one fuzz input.
public enum FuzzOutcome: Sendable {
  /// The input was read; a one-line summary of what it held.
  case accepted(String)
  /// The input was refused with the reader's typed error.
  case refused(any Error & Sendable)
}
