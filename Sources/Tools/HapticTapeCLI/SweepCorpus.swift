import Foundation
import HapticTape

/// The sessions of a sweep's corpus, read from tapes, and what was left out.
struct SweepCorpus {
  var sessions: [SweepSession] = []
  /// Tapes recorded on another scene, left out.
  var otherScenes: [String] = []
  /// Tapes that could not be read at all.
  var unreadable: [String] = []

  /// Reads every tape under `paths`; with `isStrict`, a tape of another scene is an error.
  ///
  /// Damaged tapes give their intact chunks, and the loss is said on standard error.
  static func load(_ paths: [String], sceneID: String, isStrict: Bool) throws -> SweepCorpus {
    let found = try TapeDiscovery.tapes(in: paths)
    guard !found.isEmpty else {
      throw CommandFailure(
        "\(paths.joined(separator: ", ")): no .htape tapes; pass tapes or folders of them "
          + "(`haptictape import … --split gestures` makes a corpus from a touch log)")
    }
    var corpus = SweepCorpus()
    for path in found {
      let tape: RecordedTape
      do {
        tape = try TapeReader.read(contentsOf: path)
      } catch let error as TapeError {
        printToStandardError("haptictape: \(error.inFile(path)); the tape is left out")
        corpus.unreadable.append(path)
        continue
      }
      if let recovery = tape.recoveries.first {
        printToStandardError(
          "haptictape: \(path): damaged tape: \(recovery); its \(tape.events.count) intact events "
            + "are used")
      }
      guard tape.header.sceneID == sceneID else {
        if isStrict {
          throw CommandFailure(
            "\(path): recorded on '\(tape.header.sceneID)', not '\(sceneID)'; remove it from the "
              + "corpus, or leave out --strict to skip such tapes")
        }
        corpus.otherScenes.append(path)
        continue
      }
      corpus.sessions.append(SweepSession(name: path, tape: tape))
    }
    guard !corpus.sessions.isEmpty else {
      throw CommandFailure(
        "\(paths.joined(separator: ", ")): no tape recorded on '\(sceneID)' "
          + "(\(corpus.otherScenes.count) on other scenes, \(corpus.unreadable.count) unreadable)")
    }
    return corpus
  }
}
