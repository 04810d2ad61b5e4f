import Scenes
import Tape
import TouchCore

/// Writes a recording's events to a tape file while the scene runs, in the order the in-memory
/// recording puts them: outputs stable-sorted by the time they belong at, each after the inputs
/// at or before its time (``Session/interleave(inputs:records:)``).
///
/// An output is final once the clock is ``lag`` past its time: outputs come at or after the
/// frame that makes them, or (a haptic pattern's later transients) later. Every ``lag`` of
/// session time, the outputs that old are sorted, written and dropped from the scene's output,
/// so memory holds about two lags of outputs and one chunk, whatever the session's length.
///
/// An output that comes after a later one was written (a scene that dates an event more than a
/// lag back) would be out of place: the stream then stops writing and says so
/// (``isOutOfOrder``), and the caller records the session in memory instead.
final class TapeStream {
  /// How far behind the clock an output's time must be to be written (ours: 1 s, far longer
  /// than any output a seed scene or hosted screen dates before the frame that makes it).
  static let lag = TimeAmount.seconds(1)

  /// The writer, its header holding everything known before the run.
  var writer: TapeWriter
  /// The session's inputs, quantized, in time order.
  private let inputs: [TapeEvent]
  /// The next input to write.
  private var nextInput = 0
  private let grids: TapeHeader.Grids
  /// The time (as produced, before rounding) of the last output written.
  private var lastWritten: Timestamp?
  /// The time of the last input written.
  private var lastInputWritten: Timestamp?
  /// The frame time of the last drain.
  private var lastDrain = Timestamp.zero
  /// The first error writing or rounding an output; nothing more is written after it.
  private(set) var error: (any Error)?
  /// Whether an output came after a later one had been written.
  private(set) var isOutOfOrder = false
  /// The most outputs the scene's output held at a drain: what the stream keeps in memory
  /// besides the writer's open chunk.
  private(set) var maximumPendingOutputs = 0
  /// The inputs written.
  private(set) var inputCount = 0
  /// The outputs written, by kind.
  private(set) var outputCounts: [TapeEventKind: Int] = [:]
  /// The time of the last event written.
  private(set) var end = Timestamp.zero

  /// Whether writing stopped (an error, or an output out of order).
  var isStopped: Bool { error != nil || isOutOfOrder }

  /// Starts the tape at `path` (written beside it until finished, see ``Tape/TapeWriter``),
  /// which it replaces when finished if `replacesExisting`.
  init(
    path: String, header: TapeHeader, inputs: [TapeEvent],
    configuration: TapeWriter.Configuration, replacesExisting: Bool = true
  ) throws {
    writer = try TapeWriter(
      path: path, header: header, configuration: configuration,
      replacesExisting: replacesExisting)
    self.inputs = inputs
    grids = header.grids
  }

  /// Writes the outputs a ``lag`` or more behind frame time `now`, once a lag after the last
  /// drain; called after every frame.
  func frameEnded(_ output: inout SceneOutput, at now: Timestamp) {
    guard now.nanoseconds - lastDrain.nanoseconds >= Self.lag.nanoseconds else { return }
    lastDrain = now
    write(&output, through: now - Self.lag)
  }

  /// Writes every output left, then the inputs up to `inputLimit` (all when `nil`).
  func finish(_ output: inout SceneOutput, inputsThrough inputLimit: Timestamp? = nil) {
    write(&output, through: nil)
    if let inputLimit, let lastInputWritten, lastInputWritten > inputLimit {
      // An input already written is past the limit: the partial session is not a prefix.
      isOutOfOrder = true
    }
    while !isStopped, nextInput < inputs.count {
      if let inputLimit, inputs[nextInput].timestamp > inputLimit { break }
      writeInput()
    }
  }

  /// Finishes the tape, as ``StreamedRecording`` describes it, or discards it and returns `nil`
  /// when an output came out of order.
  /// - Throws: The first error writing; the tape is then discarded.
  func seal(header: TapeHeader, path: String, settled: Bool, frameCount: Int) throws
    -> Session.StreamedRecording?
  {
    do {
      try checkWritten()
      try writer.finish()
    } catch is OutOfOrder {
      return nil
    } catch {
      writer.discard()
      throw error
    }
    return Session.StreamedRecording(
      self, header: header, path: path, settled: settled, frameCount: frameCount, stop: nil)
  }

  /// Writes what was streamed under `header` to `files.partialPath`, a chunk at a time, and
  /// discards the tape at `files.path` (a stopped session's header names the stop, known only
  /// at the end); `nil` when an output came out of order.
  /// - Throws: The first error writing; nothing is then left behind.
  func rewrite(
    as header: TapeHeader, to files: Session.StreamFiles, settled: Bool, frameCount: Int,
    stop: SceneError
  ) throws -> Session.StreamedRecording? {
    defer { writer.discard() }
    do {
      try checkWritten()
      try writer.flush()
    } catch is OutOfOrder {
      return nil
    }
    guard let scratch = writer.partialPath else { return nil }
    var reader = try TapeReader(contentsOf: scratch)
    var copy = try TapeWriter(
      path: files.partialPath, header: header, configuration: files.configuration)
    do {
      while let chunk = try reader.nextChunk() { try copy.append(contentsOf: chunk.events) }
      try copy.finish()
    } catch {
      copy.discard()
      throw error
    }
    return Session.StreamedRecording(
      self, header: copy.header, path: files.partialPath, settled: settled,
      frameCount: frameCount, stop: stop)
  }

  /// An output came after a later one was written.
  private struct OutOfOrder: Error {}

  /// Throws the first error writing, or ``OutOfOrder``.
  private func checkWritten() throws {
    if let error { throw error }
    if isOutOfOrder {
      writer.discard()
      throw OutOfOrder()
    }
  }

  /// Writes, in order, the outputs whose time is at or before `limit` (all when `nil`) and the
  /// inputs before them, and removes those outputs from `output`.
  private func write(_ output: inout SceneOutput, through limit: Timestamp?) {
    maximumPendingOutputs = max(maximumPendingOutputs, output.entries.count)
    guard !isStopped else {
      output.entries.removeAll(keepingCapacity: true)
      return
    }
    var due: [(time: Timestamp, index: Int)] = []
    var isSorted = true
    for index in output.entries.indices {
      let time = SceneOutput.time(of: output.entries[index])
      if let lastWritten, time < lastWritten { isOutOfOrder = true }
      guard limit.map({ time <= $0 }) ?? true else { continue }
      if let last = due.last, time < last.time { isSorted = false }
      due.append((time, index))
    }
    guard !isOutOfOrder else {
      output.entries.removeAll(keepingCapacity: true)
      return
    }
    guard let last = due.last else { return }
    if !isSorted { due.sort { ($0.time, $0.index) < ($1.time, $1.index) } }
    var ready = SceneOutput()
    ready.entries.reserveCapacity(due.count)
    for (_, index) in due { ready.entries.append(output.entries[index]) }
    if due.count == output.entries.count {
      output.entries.removeAll(keepingCapacity: true)
    } else {
      var isDue = [Bool](repeating: false, count: output.entries.count)
      for (_, index) in due { isDue[index] = true }
      var kept = 0
      for index in output.entries.indices where !isDue[index] {
        output.entries.swapAt(kept, index)
        kept += 1
      }
      output.entries.removeSubrange(kept...)
    }
    lastWritten = last.time
    do {
      for record in try ready.quantizedRecords(to: grids) {
        while !isStopped, nextInput < inputs.count, inputs[nextInput].timestamp <= record.timestamp
        {
          writeInput()
        }
        guard !isStopped else { return }
        try writer.append(.record(record))
        outputCounts[record.kind, default: 0] += 1
        end = record.timestamp
      }
    } catch {
      self.error = error
    }
  }

  private func writeInput() {
    let input = inputs[nextInput]
    nextInput += 1
    do {
      try writer.append(input)
      inputCount += 1
      lastInputWritten = input.timestamp
      end = input.timestamp
    } catch {
      self.error = error
    }
  }
}
