import HapticTape
import HapticTapeReport

/// Building the report model of one tape file for `report` and `replay --report`.
enum TapeReport {
  /// The model of the tape at `path`, replayed once unless `replaying` is false.
  /// - Throws: the reader's error when not even the header can be read.
  static func model(of path: String, replaying: Bool) throws -> ReportTape {
    try ReportTape.reading(path, registry: HapticTapeCommand.registry, replaying: replaying)
  }

  /// `PATH: 18 haptic events, 25 scene events, 43 layout samples, 12.625 s` and the verdict.
  static func summary(of model: ReportTape) -> String {
    func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
    var line =
      "\(model.path): \(count(model.haptics.count, "haptic event")), "
      + "\(count(model.sceneEvents.count, "scene event")), \(count(model.layoutSamples.count, "layout sample")), "
      + "\(RecordFormatter.number(model.duration)) s"
    if let replay = model.replay {
      line += "; replay diverges at \(RecordFormatter.number(replay.firstDivergence)) s"
    }
    for problem in model.problems { line += "\n  " + problem }
    return line
  }
}
