import Tape
import TouchCore

/// Where a scene's outputs go as tape records, one record after another: a record begins, then its
/// fields follow in order.
///
/// ``RecordBuilder`` stores them; ``RecordMatcher`` checks them against a recorded trace without
/// storing anything.
protocol RecordSink {
  /// Starts the next record; the fields given until the next `begin` are its.
  mutating func begin(_ kind: TapeEventKind, at timestamp: Timestamp, stream: String, name: String)
  /// A whole-number field of the record begun last.
  mutating func integer(_ name: String, _ value: Int64)
  /// A yes/no field.
  mutating func flag(_ name: String, _ value: Bool)
  /// A word field.
  mutating func symbol(_ name: String, _ value: String)
  /// A duration field.
  mutating func duration(_ name: String, _ value: TimeAmount)
  /// A position field, in points.
  mutating func position(_ name: String, _ value: Double)
  /// A scalar field.
  mutating func scalar(_ name: String, _ value: Double)
}
