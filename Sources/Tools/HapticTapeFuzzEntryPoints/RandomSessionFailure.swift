import HapticTape

/// The first seeded random session that broke an invariant, shrunk to the smallest session that
/// still does.
///
/// Its description names the session, the first violation, the bytes (ready for
/// `Tests/FuzzRegressionTests/Corpus/gestureSession/` or an example's own kept inputs) and the
/// inputs they decode to.
public struct RandomSessionFailure: Sendable, CustomStringConvertible {
  /// The shrunk bytes: `FuzzGestureSession(decoding: bytes, registry:)` gives ``session``.
  public var bytes: [UInt8]
  /// The shrunk session.
  public var session: FuzzGestureSession
  /// Its first violation, or the error that stopped it.
  public var problem: String

  /// Creates a failure from the shrunk bytes, their session and its first violation.
  public init(bytes: [UInt8], session: FuzzGestureSession, problem: String) {
    self.bytes = bytes
    self.session = session
    self.problem = problem
  }

  public var description: String {
    """
    \(session): \(problem)
    bytes: \(bytes.map { String($0, radix: 16) }.joined(separator: " "))
    inputs: \(session.inputs)
    """
  }
}
