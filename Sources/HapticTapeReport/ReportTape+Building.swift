import Replay
import Scenes
import Tape
import TouchCore
import TouchInput

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
    let header = tape.header
    self.path = path
    scene = header.sceneID
    configuration = header.sceneConfiguration
    metadata = header.sortedMetadata.map { [$0.key, $0.value] }
    writer = header.writerVersion
    device = Device(
      name: header.device.name, width: header.device.screenSize.width,
      height: header.device.screenSize.height, scale: header.device.scale,
      frameRate: header.device.frameRate)
    duration = max(tape.events.last?.timestamp.seconds ?? 0, verdict?.duration.seconds ?? 0)
    problems = tape.recoveries.map { "lost: \($0)" } + tape.warnings.map { "skipped: \($0)" }

    let inputs = tape.events.filter(\.kind.isInput)
    views = []
    if let sceneType {
      do {
        views = try Self.views(of: sceneType, header: header, inputs: inputs)
      } catch {
        problems.append("the scroll views could not be placed on the screen: \(error)")
      }
    } else {
      problems.append(
        "this build has no scene '\(header.sceneID)': views are drawn at the screen's origin")
    }

    var fingers: [Int: Finger] = [:]
    commands = []
    for event in inputs {
      switch event {
      case .touch(let sample):
        let id = Int(sample.id.rawValue)
        var finger = fingers[id] ?? Finger(id: id, samples: [], coalesced: [])
        finger.samples.append([
          sample.timestamp.seconds, sample.location.x, sample.location.y,
          Double(sample.phase.rawValue),
        ])
        finger.coalesced += sample.coalesced.map {
          [$0.timestamp.seconds, $0.location.x, $0.location.y]
        }
        fingers[id] = finger
      case .command(let command):
        commands.append(
          Mark(
            t: command.timestamp.seconds, name: command.name,
            detail: Self.describe(command.arguments)))
      case .record:
        break
      }
    }
    self.fingers = fingers.keys.sorted().compactMap { fingers[$0] }

    let records = Trace(events: tape.events).records
    let outputs = Outputs(records, end: duration)
    scrolls = outputs.scrolls
    haptics = outputs.haptics
    do {
      platforms = try ReportPlatforms(tape: tape)
    } catch {
      platforms = nil
      problems.append("the haptics could not be converted for Android and the web: \(error)")
    }
    sceneEvents = outputs.sceneEvents
    layoutSamples = outputs.layoutSamples

    replay = nil
    if let verdict, let report = verdict.report {
      let replayed = Outputs(verdict.actual.records, end: duration)
      replay = Replay(
        firstDivergence: report.first.time.seconds, stream: report.first.stream.description,
        text: report.description, haptics: replayed.haptics, sceneEvents: replayed.sceneEvents,
        scrolls: replayed.scrolls, layoutSamples: replayed.layoutSamples)
    }
  }

  /// Runs the scene once to find where its views are, at the start and after each frame change.
  private static func views(
    of sceneType: any HapticScene.Type, header: TapeHeader, inputs: [TapeEvent]
  ) throws -> [View] {
    guard let placing = sceneType as? any ScreenPlacementReporting.Type else { return [] }
    let placements = try placing.recordPlacements(
      configuration: header.sceneConfiguration, device: header.device, inputs: inputs)
    var views: [View] = []
    for (time, placement) in placements {
      let entry = Placement(
        t: time.seconds, x: placement.frame.origin.x, y: placement.frame.origin.y,
        width: placement.frame.size.width, height: placement.frame.size.height,
        offsetX: placement.contentOffset.x, offsetY: placement.contentOffset.y)
      if let index = views.firstIndex(where: { $0.name == placement.name }) {
        views[index].placements.append(entry)
      } else {
        views.append(View(name: placement.name, placements: [entry]))
      }
    }
    return views
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

extension ScreenPlacementReporting {
  /// Replays `inputs` through a new scene of this type and returns every placement it took.
  static func recordPlacements(
    configuration json: String, device: DeviceProfile, inputs: [TapeEvent]
  ) throws -> [(time: Timestamp, placement: ScreenPlacement)] {
    let configuration = try SceneConfigurationJSON.decode(json, as: Configuration.self)
    var scene = try PlacementRecordingScene<Self>(device: device, configuration: configuration)
    let sceneInputs = inputs.compactMap { event -> SceneInput? in
      switch event {
      case .touch(let sample): .touch(sample)
      case .command(let command): .command(command)
      case .record: nil
      }
    }
    _ = try Replayer().run(&scene, inputs: sceneInputs)
    return scene.placements
  }
}
