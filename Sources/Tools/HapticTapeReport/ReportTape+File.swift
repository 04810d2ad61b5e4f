import Replay
import Scenes
import Tape

extension ReportTape {
  /// The report model of the tape file at `path`, replayed once on `registry`'s scene unless
  /// `replaying` is false (or the tape is damaged, has no outputs, or names an unknown scene); a
  /// replay that diverges is drawn over the recording.
  /// - Throws: the reader's error when not even the header can be read.
  public static func reading(_ path: String, registry: SceneRegistry, replaying: Bool = true) throws
    -> ReportTape
  {
    let tape = try RecordedTape(contentsOf: path)
    let sceneType = try? registry.scene(withID: tape.header.sceneID)
    var verdict: Session.Verdict?
    var problems: [String] = []
    if replaying, sceneType != nil, tape.recoveries.isEmpty,
      tape.events.contains(where: { !$0.kind.isInput })
    {
      do {
        verdict = try Session.replay(tape, registry: registry)
      } catch {
        problems.append("the replay failed: \(error)")
      }
    }
    var model = ReportTape(path: path, tape: tape, sceneType: sceneType, verdict: verdict)
    model.problems += problems
    return model
  }
}
