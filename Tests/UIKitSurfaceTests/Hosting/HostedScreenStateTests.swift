import HapticTape
import HapticTapeUIKit
import Testing
import UIKit

/// The snapping list with its controller's state declared: whether the list is being dragged.
enum DraggedListScreen: UIKitScreen {
  static let id = "dragged-list"
  static let summary = "The snapping list, its dragging state recorded."
  static let outcomes = [
    SceneOutcome("dragged", event: "dragging", summary: "the list was dragged")
  ]

  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    SnappingListController()
  }

  static func state(of root: UIViewController) -> [SceneEvent] {
    guard let list = root as? SnappingListController else { return [] }
    return [SceneEvent("dragging", at: .zero, ["dragging": .flag(list.scrollView.isDragging)])]
  }
}

@Suite("UIKitScreen.state(of:): controller facts recorded when they change")
struct HostedScreenStateTests {
  @Test("a fling records dragging true at the drag's start and false at its end, nothing else")
  func draggingIsRecordedAtTheScrollEventsTimes() throws {
    let recording = try Session.record(
      scene: UIKitScene<DraggedListScreen>.self, device: .iPhone15Pro,
      script: try GestureScript(parsing: "fling 1 from 200,700 to 200,300 velocity 1500\nwait 3s"))
    var facts: [(Timestamp, String)] = []
    var began: Timestamp?
    var ended: Timestamp?
    for case .record(let record) in recording.events {
      if record.kind == .scene {
        if case .flag(let dragging)? = record[field: "dragging"] {
          facts.append((record.timestamp, record.name + (dragging ? " true" : " false")))
        }
      } else if record.kind == .scroll, record.name == "willBeginDragging" {
        began = record.timestamp
      } else if record.kind == .scroll, record.name == "didEndDragging" {
        ended = record.timestamp
      }
    }
    // The starting state (not dragging) is not recorded; each change is, at its step's time.
    #expect(facts.map(\.1) == ["dragging true", "dragging false"])
    #expect(facts.first?.0 == began)
    #expect(facts.last?.0 == ended)
  }

  @Test("a sweep of the screen counts its declared outcome")
  func theOutcomeIsTheScreensOwn() {
    #expect(UIKitScene<DraggedListScreen>.outcomes.map(\.name) == ["dragged"])
    #expect(UIKitScene<SnappingListScreen>.outcomes.isEmpty)
  }
}
