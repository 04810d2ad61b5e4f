import HapticTape

/// The haptic events a tape recorded, as a haptic timeline.
enum TapeHaptics {
  /// The tape's haptic records at or after `origin` (the first haptic record when `nil`) as a
  /// timeline whose time 0 is `origin`, and the origin used.
  ///
  /// Times are shifted on the tape's microsecond grid, so they stay exact; the records go
  /// through the tape's own JSON Lines, which is the haptic JSON Lines shape
  /// (`docs/haptics-jsonl.md`), so a tape's haptics and an AHAP conversion read alike.
  /// - Throws: ``CommandFailure`` naming `path` when a record is not a valid haptic event.
  static func timeline(of tape: RecordedTape, from origin: Timestamp?, path: String) throws
    -> (timeline: HapticTimeline, origin: Timestamp)
  {
    let haptics = tape.events.compactMap { event -> TapeRecord? in
      if case .record(let record) = event, record.kind == .haptic { return record }
      return nil
    }
    let start = origin ?? haptics.first?.timestamp ?? .zero
    let shifted = haptics.filter { $0.timestamp >= start }.map { record -> TapeEvent in
      var moved = record
      moved.timestamp = .zero + (record.timestamp - start)
      return .record(moved)
    }
    let text = TapeJSONLines.encode(header: tape.header, events: shifted)
    do {
      return (try HapticJSONLines.decode(Array(text.utf8)), start)
    } catch let error as HapticError {
      throw CommandFailure("\(path): a haptic record is not a valid haptic event: \(error.message)")
    }
  }
}
