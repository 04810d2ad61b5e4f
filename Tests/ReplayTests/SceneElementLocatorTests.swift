import CollectionLayout
import Replay
import Scenes
import SeedScenes
import Tape
import Testing
import TouchCore
import TouchInput
import TouchModel

/// Named elements are found in a built-in scene's layout at the moment their statement starts.
@Suite struct SceneElementLocatorTests {
  /// A tap on thumbnail 3 moves the strip to photo 3; a second, after the strip moved, to 6.
  @Test func tapsOnNamedThumbnailsSelectThem() throws {
    let script = try GestureScript(
      parsing: "wait 0.2s\ntap item 3 in thumbnails\nwait 1s\ntap item 6 in thumbnails\nwait 1s")
    let recording = try Session.record(
      scene: PhotosScene.self, device: .iPhone15Pro, script: script)
    let tape = RecordedTape(header: recording.header, events: recording.events)
    let outcome = try Session.stepScene(tape, registry: .builtIn)
    let moves = outcome.output.sceneEvents(named: "moveEnded").compactMap { event -> Int? in
      if case .integer(let index)? = event["index"] { index } else { nil }
    }
    #expect(moves == [3, 6])
  }

  @Test func anElementOffScreenNamesWhatIsVisible() throws {
    let script = try GestureScript(
      parsing: "fling item 1 in wheel at -2 pt/ms\nwait 2s\ntap item 0 in wheel")
    #expect {
      _ = try Session.record(scene: SpinningWheelScene.self, device: .iPhone15Pro, script: script)
    } throws: { error in
      "\(error)" == "3:1: item 0 in wheel is not visible at 2.108 s; visible: wheel items 8–12"
    }
  }

  @Test func anUnknownViewNamesTheViewsThere() throws {
    let script = try GestureScript(parsing: "tap item 0 in strip")
    #expect {
      _ = try Session.record(scene: PizzaHalvesScene.self, device: .iPhone15Pro, script: script)
    } throws: { error in
      let text = "\(error)"
      return text.hasPrefix("1:1: item 0 in strip is not visible at 0.000 s; visible: left items")
        && text.contains("; right items")
    }
  }

  @Test func visibleItemsAreListedInRuns() {
    let elements =
      [0, 1, 2, 5, 7, 8].map {
        SceneElement(
          view: "strip", indexPath: .init(item: $0), frame: .zero, scrollAxis: .horizontal)
      } + [SceneElement(view: "preview", indexPath: .init(item: 2), frame: .zero, scrollAxis: nil)]
    #expect(
      SceneElementLocator<PhotosScene>.describe(elements)
        == "strip items 0–2, 5, 7–8; preview item 2")
  }
}
