import Replay
import Scenes
import Tape
import TouchCore
import TouchModel

extension ReportTape {
  /// The report model of `tape`.
  ///
  /// - Parameters:
  ///   - path: The tape's path, shown as its title.
  ///   - tape: The tape as read; damaged chunks and unknown kinds become ``problems``.
  ///   - sceneType: The tape's scene type, to place its scroll views on the screen (replays the
  ///     inputs once); `nil` when this build does not know the scene.
  ///   - verdict: A replay whose outputs are drawn over the recording when they diverge.
  public init(
    path: String, tape: RecordedTape, sceneType: (any HapticScene.Type)?,
    verdict: Session.Verdict? = nil
  ) {
    var builder = ReportTapeBuilder(
      path: path, header: tape.header,
      problems: tape.recoveries.map { "lost: \($0)" } + tape.warnings.map { "skipped: \($0)" },
      sceneType: sceneType)
    builder.add(tape.events)
    self = builder.report(lastingAtLeast: verdict?.duration.seconds ?? 0)
    if let verdict, let report = verdict.report {
      let replayed = Outputs(verdict.actual.records)
      replay = Replay(
        firstDivergence: report.first.time.seconds, stream: report.first.stream.description,
        text: report.description, haptics: replayed.haptics, sceneEvents: replayed.sceneEvents,
        scrolls: replayed.scrolls(end: duration), layoutSamples: replayed.layoutSamples)
    }
  }

  /// Command arguments as text: `2`, `852x393`, `120,400`.
  static func describe(_ arguments: [SceneCommand.Argument]) -> String {
    arguments.map { argument -> String in
      switch argument {
      case .integer(let n): "\(n)"
      case .number(let x): RecordFormatter.number(x)
      case .text(let w): w
      case .point(let p):
        "\(RecordFormatter.number(p.x, decimals: 1)),\(RecordFormatter.number(p.y, decimals: 1))"
      case .size(let s):
        "\(RecordFormatter.number(s.width, decimals: 0))x\(RecordFormatter.number(s.height, decimals: 0))"
      }
    }.joined(separator: " ")
  }

  /// A record's fields as `name=value` text.
  static func describe(_ fields: some Sequence<TapeField>) -> String {
    fields.map { "\($0.name)=\(RecordFormatter.value($0.value))" }.joined(separator: " ")
  }
}
