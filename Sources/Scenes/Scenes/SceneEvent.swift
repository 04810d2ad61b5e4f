import TouchCore

/// A fact about a scene's controller: a state-machine transition such as `shakeStarted` or
/// `opened`, with typed values.
///
/// ```swift
/// SceneEvent("indexChanged", at: .milliseconds(250), ["side": .text("left"), "index": .integer(3)])
/// ```
public struct SceneEvent: Hashable, Sendable {
  /// A typed value of a scene event.
  public enum Value: Hashable, Sendable {
    /// A whole number, such as an index.
    case integer(Int)
    /// A coordinate or length in points.
    case position(Double)
    /// Any other real number: an angle in radians, an intensity, a progress.
    case number(Double)
    /// A yes/no value.
    case flag(Bool)
    /// A word, such as `left`.
    case text(String)
  }

  /// What happened, past tense: `opened`, `pageChanged`.
  public var name: String
  /// When it happened.
  public var timestamp: Timestamp
  /// The event's data, in the order given.
  public var values: [(name: String, value: Value)]

  /// Creates an event; `values` keep the order written.
  public init(_ name: String, at timestamp: Timestamp, _ values: KeyValuePairs<String, Value> = [:])
  {
    self.name = name
    self.timestamp = timestamp
    // `KeyValuePairs` is frozen, and its one stored property is the literal's array of pairs,
    // laid out as `values` is (labels do not change a tuple's layout): taken as it is, not
    // copied into a second array. Scenes make events on every step.
    self.values = unsafeBitCast(values, to: [(name: String, value: Value)].self)
  }

  public static func == (lhs: SceneEvent, rhs: SceneEvent) -> Bool {
    lhs.timestamp == rhs.timestamp && lhs.hasSameFact(as: rhs)
  }

  /// Whether `other` has the same name and values, whatever its time.
  package func hasSameFact(as other: SceneEvent) -> Bool {
    // Pair by pair, without the arrays of names and values `map` would make: a hosted screen's
    // facts are compared with the last ones after every step.
    guard name == other.name, values.count == other.values.count else { return false }
    for (left, right) in zip(values, other.values)
    where left.name != right.name || left.value != right.value {
      return false
    }
    return true
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(timestamp)
    for (name, value) in values {
      hasher.combine(name)
      hasher.combine(value)
    }
  }

  /// The first value called `name`, or `nil`.
  public subscript(name: String) -> Value? {
    values.first { $0.name == name }?.value
  }
}
