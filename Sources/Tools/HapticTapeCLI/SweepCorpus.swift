import Dispatch
import Foundation
import HapticTape

/// The sessions of a sweep's corpus, read from tapes a block at a time, and what was left out.
struct SweepCorpus {
  /// How many tapes a sweep reads, replays at every point and lets go before the next.
  // source: ours — 256 sessions of the secret-offer corpus hold about 10 MB of inputs, and
  // give two workers about 30 batches to share at one point
  static let blockSize = 256

  /// The paths given: tapes and folders.
  let paths: [String]
  /// Every tape found under ``paths``, in the order they are read.
  var tapes: [String]
  /// The names (paths) of the sessions read so far, in corpus order.
  var names: [String] = []
  /// Tapes recorded on another scene, left out.
  var otherScenes: [String] = []
  /// Tapes that could not be read at all.
  var unreadable: [String] = []
  /// The scene the sessions were recorded on.
  let sceneID: String
  /// Whether a tape of another scene is an error rather than skipped.
  let isStrict: Bool

  /// The tapes under `paths`, none read yet; with `isStrict`, a tape of another scene will be an
  /// error.
  init(_ paths: [String], sceneID: String, isStrict: Bool) throws {
    tapes = try TapeDiscovery.tapes(in: paths)
    guard !tapes.isEmpty else {
      throw CommandFailure(
        "\(paths.joined(separator: ", ")): no .htape tapes; pass tapes or folders of them "
          + "(`haptictape import … --split gestures` makes a corpus from a touch log)")
    }
    self.paths = paths
    self.sceneID = sceneID
    self.isStrict = isStrict
  }

  /// The blocks of ``tapes`` to read in turn: ranges of at most ``blockSize``.
  var blocks: [Range<Int>] {
    stride(from: 0, to: tapes.count, by: Self.blockSize).map {
      $0..<min($0 + Self.blockSize, tapes.count)
    }
  }

  /// The sessions of the tapes in `block`, their names added to ``names``; `workers` tapes are
  /// read at once.
  ///
  /// Damaged tapes give their intact chunks, and the loss is said on standard error; a tape
  /// that cannot be read is named there and left out, as is one of another scene.
  mutating func read(_ block: Range<Int>, workers: Int = 1) throws -> [SweepSession] {
    let paths = Array(tapes[block])
    var sessions: [SweepSession] = []
    // Read in parallel, then taken in corpus order: the messages and names come out as a
    // one-worker read gives them.
    for (path, read) in zip(paths, Self.readSessions(of: paths, workers: workers)) {
      let tape: ReadTape
      switch read {
      case .success(let read): tape = read
      case .failure(let error as TapeError):
        printToStandardError("haptictape: \(error.inFile(path)); the tape is left out")
        unreadable.append(path)
        continue
      case .failure(let error): throw error
      }
      if let recovery = tape.recovery {
        printToStandardError(
          "haptictape: \(path): damaged tape: \(recovery); its \(tape.eventCount) intact "
            + "touches and commands are used")
      }
      guard tape.session.sceneID == sceneID else {
        if isStrict {
          throw CommandFailure(
            "\(path): recorded on '\(tape.session.sceneID)', not '\(sceneID)'; remove it from "
              + "the corpus, or leave out --strict to skip such tapes")
        }
        otherScenes.append(path)
        continue
      }
      sessions.append(tape.session)
    }
    names += sessions.map(\.name)
    return sessions
  }

  /// A tape read for a sweep: its session, and what the sweep says about the tape.
  private struct ReadTape {
    /// The tape's inputs as the sweep replays them.
    var session: SweepSession
    /// The first damaged or truncated part skipped, if any.
    var recovery: TapeRecovery?
    /// How many touches and commands were read.
    var eventCount: Int
  }

  /// The session of each tape of `paths`, in order, read by `workers` threads at once.
  ///
  /// Reading comes before a block's replays; on one thread it left the other cores idle
  /// meanwhile (a one-point sweep of the secret-offer corpus with two workers: 60 → 51 ms). Each
  /// thread takes the next tape not yet taken, so one with longer tapes does not finish last,
  /// and makes its session there: the tape's events are let go as soon as they are read.
  private static func readSessions(
    of paths: [String], workers: Int
  ) -> [Result<ReadTape, any Error>] {
    let slots = LockedSlots<Result<ReadTape, any Error>>(count: paths.count)
    let threads = max(1, min(workers, paths.count))
    // Blocks the caller's thread until every tape is read: nothing else runs meanwhile.
    DispatchQueue.concurrentPerform(iterations: threads) { _ in
      while let index = slots.claim() {
        slots.set(Result { try read(paths[index]) }, at: index)
      }
    }
    // Every slot is filled above; were one left empty, its tape is read here, never reported
    // with an error no read raised.
    return zip(paths, slots.values).map { path, read in read ?? Result { try Self.read(path) } }
  }

  /// The tape at `path`, read as a sweep's session.
  private static func read(_ path: String) throws -> ReadTape {
    let tape = try TapeReader.readInputs(contentsOf: path)
    return ReadTape(
      session: SweepSession(name: path, tape: tape), recovery: tape.recoveries.first,
      eventCount: tape.events.count)
  }

  /// Every tape's session at once (for worker processes, whose replays span the corpus).
  mutating func readAll() throws -> [SweepSession] {
    var sessions: [SweepSession] = []
    for block in blocks { sessions += try read(block) }
    try checkNotEmpty()
    return sessions
  }

  /// The session named `name` (a tape's path), read again: for the reports of the sessions a
  /// sweep shows.
  static func session(named name: String) -> SweepSession? {
    try? read(name).session
  }

  /// Throws when no tape read was recorded on the scene.
  func checkNotEmpty() throws {
    guard names.isEmpty else { return }
    throw CommandFailure(
      "\(paths.joined(separator: ", ")): no tape recorded on '\(sceneID)' "
        + "(\(otherScenes.count) on other scenes, \(unreadable.count) unreadable)")
  }
}
