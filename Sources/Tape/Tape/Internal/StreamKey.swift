/// A stream whose events must not go back in time: all touches, all commands, or the records
/// of one kind and stream name.
struct StreamKey: Hashable {
  var kind: UInt8
  var stream: String

  /// The stream of `event`.
  init(_ event: TapeEvent) {
    switch event {
    case .touch: self.init(kind: TapeEventKind.touch.code, stream: "")
    case .command: self.init(kind: TapeEventKind.command.code, stream: "")
    case .record(let record): self.init(kind: record.kind.code, stream: record.stream)
    }
  }

  init(kind: UInt8, stream: String) {
    self.kind = kind
    self.stream = stream
  }
}
