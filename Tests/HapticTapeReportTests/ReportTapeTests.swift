import Foundation
import HapticTapeReport
import Replay
import Scenes
import SeedScenes
import Tape
import Testing
import TouchCore

/// Values in the model are the tape's own values, copied: they compare exactly.
///
/// Frames of the seed scenes are constants of their screens (docs/seed-screens.md), in points.
private let frameTolerance = 1e-9

/// The report model built from the goldens in `Recordings/`.
@Suite struct ReportTapeTests {
  /// `Recordings/<scene>/<name>.htape`, found from this file: Tests/HapticTapeReportTests/ → root.
  static func path(_ scene: String, _ name: String) -> String {
    let components = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
      .dropLast(3)
    return (components.map(String.init) + ["Recordings", scene, "\(name).htape"]).joined(
      separator: "/")
  }

  static func model(_ scene: String, _ name: String, verdict: Bool = false) throws -> (
    RecordedTape, ReportTape
  ) {
    let tape = try TapeReader.read(contentsOf: path(scene, name))
    let type = try SceneRegistry.builtIn.scene(withID: tape.header.sceneID)
    let replay = verdict ? try Session.replay(tape, registry: .builtIn) : nil
    return (tape, ReportTape(path: name, tape: tape, sceneType: type, verdict: replay))
  }

  static func records(_ tape: RecordedTape, _ kind: TapeEventKind) -> [TapeRecord] {
    Trace(events: tape.events).records.filter { $0.kind == kind }
  }

  @Test func hapticLaneHoldsEveryHapticRecordWithItsValues() throws {
    let (tape, model) = try Self.model("secret-offer", "pull-success-two-fingers")
    let haptics = Self.records(tape, .haptic)
    #expect(model.haptics.count == haptics.count)
    #expect(model.haptics.count > 0)
    for (drawn, record) in zip(model.haptics, haptics) {
      #expect(drawn.t == record.timestamp.seconds)
      #expect(drawn.name == record.name)
      if case .scalar(let intensity) = record[field: "intensity"] {
        #expect(drawn.intensity == intensity)
      }
      if case .duration(let duration) = record[field: "duration"] {
        #expect(drawn.duration == duration.seconds)
      }
    }
    let continuous = model.haptics.filter { $0.kind == "continuous" }
    // docs/seed-screens.md#secret-offer: the shake's continuous haptics last 0.1 s at
    // sharpness 0.5.
    #expect(continuous.allSatisfy { $0.duration == 0.1 && $0.sharpness == 0.5 })
    #expect(model.haptics.filter { $0.kind == "transient" }.map(\.intensity) == [0.55, 0.75, 1.0])
    #expect(model.replay == nil)
    #expect(model.problems.isEmpty)
  }

  @Test func layoutSamplesGroupTheCellsOfOneViewAtOneTime() throws {
    let (tape, model) = try Self.model("secret-offer", "pull-success-two-fingers")
    let layout = Self.records(tape, .layout)
    #expect(model.layoutSamples.reduce(0) { $0 + $1.cells.count } == layout.count)
    let times = Set(layout.map { "\($0.stream)@\($0.timestamp.nanoseconds)" })
    #expect(model.layoutSamples.count == times.count)
    let first = try #require(model.layoutSamples.first)
    #expect(
      first.cells.map(\.item)
        == layout.prefix(first.cells.count).map {
          if case .integer(let item) = $0[field: "item"] { Int(item) } else { -1 }
        })
  }

  @Test func sceneViewsArePlacedOnTheScreen() throws {
    let (_, offer) = try Self.model("secret-offer", "pull-success-two-fingers")
    // docs/seed-screens.md#secret-offer: one 180 pt row at y = 200 across the 393 pt screen.
    let offers = try #require(offer.views.first)
    #expect(offer.views.map(\.name) == ["offers"])
    #expect(abs(offers.placements[0].y - 200) <= frameTolerance)
    #expect(abs(offers.placements[0].height - 180) <= frameTolerance)
    #expect(abs(offers.placements[0].width - 393) <= frameTolerance)

    // docs/seed-screens.md#pizza-halves: two halves, each (393 − 1) / 2 wide, 1 pt apart.
    let (_, pizza) = try Self.model("pizza-halves", "flick-next-left")
    #expect(pizza.views.map(\.name) == ["left", "right"])
    #expect(pizza.views.map { $0.placements[0].x } == [0, 197])
    #expect(pizza.views.map { $0.placements[0].width } == [196, 196])
  }

  @Test func rotationAddsAPlacementWithTheNewFrame() throws {
    let (tape, model) = try Self.model("photos", "rotate-landscape")
    let rotated = try #require(Self.records(tape, .scene).first { $0.name == "rotated" })
    let preview = try #require(model.views.first { $0.name == "preview" })
    #expect(preview.placements.count == 2)
    #expect(preview.placements[0].width == 393)
    #expect(preview.placements[1].width == 852)
    #expect(preview.placements[1].t == rotated.timestamp.seconds)
  }

  @Test func threeDimensionalTransformsKeepTheirPerspective() throws {
    let (tape, model) = try Self.model("cube", "swipe-next")
    let first = try #require(Self.records(tape, .layout).first)
    guard case .scalar(let m34) = first[field: "m34"] else {
      Issue.record("the cube's first layout record has no m34")
      return
    }
    let cell = try #require(model.layoutSamples.first?.cells.first)
    // Row-major m11…m44: m34 is entry 11.
    #expect(cell.transform?[11] == m34)
    #expect(m34 != 0)
  }

  @Test func scrollPhasesFollowTheDelegateCallbacks() throws {
    let (tape, model) = try Self.model("cube", "swipe-next")
    let scroll = try #require(model.scrolls.first)
    let callbacks = Self.records(tape, .scroll).filter { $0.name != "didScroll" }
    #expect(scroll.callbacks.map(\.name) == callbacks.map(\.name))
    let begin = try #require(callbacks.first { $0.name == "willBeginDragging" })
    let end = try #require(callbacks.first { $0.name == "didEndDragging" })
    let dragging = try #require(scroll.phases.first { $0.phase == "dragging" })
    #expect(dragging.from == begin.timestamp.seconds)
    #expect(dragging.to == end.timestamp.seconds)
    #expect(
      scroll.offsets.count == Self.records(tape, .scroll).filter { $0.name == "didScroll" }.count)
  }

  @Test func aDivergentReplayIsDrawnWithItsFirstDivergence() throws {
    var tape = try TapeReader.read(
      contentsOf: Self.path("secret-offer", "pull-success-two-fingers"))
    tape.header.sceneConfiguration = #"{"maximumIntensity":0.5}"#
    let verdict = try Session.replay(tape, registry: .builtIn)
    let report = try #require(verdict.report)
    let model = ReportTape(
      path: "x", tape: tape, sceneType: SecretOfferScene.self, verdict: verdict)
    let replay = try #require(model.replay)
    #expect(replay.firstDivergence == report.first.time.seconds)
    #expect(replay.stream == "haptic/haptics")
    #expect(replay.text == report.description)
    #expect(replay.haptics.count == verdict.actual.records.filter { $0.kind == .haptic }.count)
    #expect(replay.haptics.map(\.intensity) != model.haptics.map(\.intensity))
  }

  @Test func aDamagedTapeStatesWhatWasLost() throws {
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.path("cube", "swipe-next"))))
    let tape = try TapeReader.read(bytes: Array(bytes.prefix(bytes.count - 40)))
    let model = ReportTape(path: "cut", tape: tape, sceneType: CubeScene.self)
    #expect(model.problems.first?.hasPrefix("lost: byte ") == true)
    #expect(model.problems.count == tape.recoveries.count)
  }

  @Test func feedbackCurvesAndParametersGetTheirLaneShapes() throws {
    func haptic(_ t: Double, _ name: String, _ fields: [TapeField]) -> TapeEvent {
      .record(
        TapeRecord(
          kind: .haptic, timestamp: .seconds(t), stream: "haptics", name: name, fields: fields))
    }
    let tape = RecordedTape(
      header: TapeHeader(sceneID: "x"),
      events: [
        haptic(
          1, "impact", [TapeField("style", .symbol("light")), TapeField("intensity", .scalar(0.7))]),
        haptic(2, "notification", [TapeField("type", .symbol("error"))]),
        haptic(3, "selection", []),
        haptic(
          4, "parameterCurve",
          [
            TapeField("parameter", .symbol("HapticIntensityControl")),
            TapeField("time0", .duration(.zero)), TapeField("value0", .scalar(0.2)),
            TapeField("time1", .duration(.milliseconds(500))), TapeField("value1", .scalar(0.9)),
          ]),
        haptic(
          5, "dynamicParameter",
          [
            TapeField("parameter", .symbol("HapticSharpnessControl")),
            TapeField("value", .scalar(0.25)),
          ]),
      ])
    let model = ReportTape(path: "x", tape: tape, sceneType: nil)
    #expect(
      model.haptics.map(\.kind) == ["feedback", "feedback", "feedback", "curve", "parameter"])
    #expect(
      model.haptics.map(\.label) == [
        "impact light", "notification error", "selection", "HapticIntensityControl",
        "HapticSharpnessControl 0.25",
      ])
    #expect(model.haptics[0].intensity == 0.7)
    #expect(model.haptics[3].points == [[4, 0.2], [4.5, 0.9]])
  }

  @Test func anUnknownSceneIsStated() throws {
    var tape = try TapeReader.read(contentsOf: Self.path("cube", "swipe-next"))
    tape.header.sceneID = "not-a-scene"
    let model = ReportTape(path: "x", tape: tape, sceneType: nil)
    #expect(model.views.isEmpty)
    #expect(
      model.problems == [
        "this build has no scene 'not-a-scene': views are drawn at the screen's origin"
      ])
  }
}
