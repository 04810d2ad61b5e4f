import HapticTape

/// Writing recorded sessions and describing them in one line.
enum TapeFile {
  /// Writes `recording` to `path`, replacing any file there atomically (a kill mid-write leaves
  /// the previous file): `.htape` or JSON Lines by the extension (any other extension is
  /// refused, so a `.jsonl` name never holds binary), creating missing folders.
  static func write(_ recording: Session.Recording, to path: String) throws {
    try createFolder(containing: path)
    try RecordedTape(header: recording.header, events: recording.events).write(to: path)
  }

  /// Creates the missing folders of the tape `path` (``OutputFolder``), unless its extension is
  /// one the writer refuses: a refused name leaves nothing behind.
  static func createFolder(containing path: String) throws {
    let name = path.lowercased()
    guard name.hasSuffix(".htape") || name.hasSuffix(".jsonl") else { return }
    try OutputFolder.create(containing: path)
  }

  /// `PATH: 148 inputs, 912 outputs (haptic 12, layout 620, scene 9, scroll 271), 3.125 s`.
  static func summary(of recording: Session.Recording, path: String) -> String {
    summary(of: Session.StreamedRecording(recording, stop: nil, path: path))
  }

  /// The summary of a session written as it was recorded, as
  /// ``summary(of:path:)`` gives it for the file it went to.
  static func summary(of recording: Session.StreamedRecording) -> String {
    var counts: [String: Int] = [:]
    for (kind, count) in recording.outputCounts { counts[kind.name, default: 0] += count }
    let perKind = counts.keys.sorted().map { "\($0) \(counts[$0] ?? 0)" }.joined(separator: ", ")
    let outputs = counts.values.reduce(0, +)
    var line =
      "\(recording.path): \(recording.inputCount) inputs, \(outputs) outputs (\(perKind)), "
      + "\(RecordFormatter.number(recording.end.seconds)) s"
    if !recording.settled { line += " (the scene had not come to rest)" }
    return line
  }
}
