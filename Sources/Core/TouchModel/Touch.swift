/// Namespace for the identity and phase of one finger on the screen (`UITouch`).
public enum Touch {
  /// Identifies one finger from touch-down to lift-off within a session.
  ///
  /// Ids are small integers assigned per session; a lifted finger's id is not reused while
  /// it is down, but may be reused later.
  public struct ID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The raw identifier.
    public var rawValue: UInt32

    /// Creates an identifier from its raw value.
    public init(_ rawValue: UInt32) {
      self.rawValue = rawValue
    }

    public static func < (lhs: ID, rhs: ID) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { "#\(rawValue)" }
  }

  /// Where a finger is in its life cycle (`UITouch.Phase`).
  public enum Phase: UInt8, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The finger touched down.
    case began = 0
    /// The finger moved.
    case moved = 1
    /// The finger is down and did not move since the previous sample.
    case stationary = 2
    /// The finger lifted.
    case ended = 3
    /// The system cancelled the touch (for example, a gesture took it over).
    case cancelled = 4

    /// Whether the finger is no longer down after this phase.
    public var isTerminal: Bool { self == .ended || self == .cancelled }

    public var description: String {
      switch self {
      case .began: "began"
      case .moved: "moved"
      case .stationary: "stationary"
      case .ended: "ended"
      case .cancelled: "cancelled"
      }
    }

    /// The phase named `name` (`began`, `moved`, `stationary`, `ended`, `cancelled`).
    public init?(name: String) {
      guard let phase = Phase.allCases.first(where: { $0.description == name }) else { return nil }
      self = phase
    }
  }
}
