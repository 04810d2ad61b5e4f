import TouchCore

/// One output event a replay produced: a scroll callback, a haptic, a scene transition or one
/// element of a layout sample, in a schema-free, typed form the tape stores column-wise.
///
/// ```swift
/// let haptic = TapeRecord(kind: .haptic, timestamp: .seconds(1.532), stream: "haptics",
///                         name: "continuous",
///                         fields: [TapeField("intensity", .scalar(0.31)),
///                                  TapeField("sharpness", .scalar(0.5)),
///                                  TapeField("duration", .duration(.milliseconds(100)))])
/// ```
public struct TapeRecord: Hashable, Sendable {
  /// The output stream kind: ``TapeEventKind/scroll``, ``TapeEventKind/haptic``,
  /// ``TapeEventKind/scene``, ``TapeEventKind/layout`` or a newer one.
  public var kind: TapeEventKind
  /// When the event happened, on the 1 µs grid.
  public var timestamp: Timestamp
  /// Which emitter within the kind: a scroll view's name (`promo`, `left`), `haptics`, a scene.
  public var stream: String
  /// What happened: `didScroll`, `continuous`, `opened`, `cell`.
  public var name: String
  /// The event's data, in a stable order chosen by the emitter.
  ///
  /// The fields may share one buffer with other records' (see ``Fields``), so records built in
  /// bulk, by a replay or a tape reader, allocate nothing each.
  public var fields: Fields

  /// Creates a record.
  public init(
    kind: TapeEventKind, timestamp: Timestamp, stream: String, name: String,
    fields: [TapeField] = []
  ) {
    self.init(kind: kind, timestamp: timestamp, stream: stream, name: name, fields: Fields(fields))
  }

  /// Creates a record whose fields may be a window onto a buffer shared with other records.
  public init(
    kind: TapeEventKind, timestamp: Timestamp, stream: String, name: String, fields: Fields
  ) {
    self.kind = kind
    self.timestamp = timestamp
    self.stream = stream
    self.name = name
    self.fields = fields
  }

  /// The value of the first field called `name`, or `nil`.
  public subscript(field name: String) -> TapeValue? {
    fields.first { $0.name == name }?.value
  }
}
