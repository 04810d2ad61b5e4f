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

/// The snapping list with two facts that change together and are listed in another order
/// while the list is dragged: each is compared with the last fact of its name, not of its place.
enum ReorderedFactsScreen: UIKitScreen {
  static let id = "reordered-facts"
  static let summary = "The snapping list, two facts listed in the order its drag gives."

  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    SnappingListController()
  }

  static func state(of root: UIViewController) -> [SceneEvent] {
    guard let list = root as? SnappingListController else { return [] }
    let dragging = list.scrollView.isDragging
    let flag = SceneEvent("held", at: .zero, ["held": .flag(dragging)])
    let count = SceneEvent("fingers", at: .zero, ["count": .integer(dragging ? 1 : 0)])
    return dragging ? [count, flag] : [flag, count]
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

  @Test("facts listed in another order are each compared with the last of their name")
  func reorderedFactsAreComparedByName() throws {
    let recording = try Session.record(
      scene: UIKitScene<ReorderedFactsScreen>.self, device: .iPhone15Pro,
      script: try GestureScript(parsing: "fling 1 from 200,700 to 200,300 velocity 1500\nwait 3s"))
    var facts: [String] = []
    for case .record(let record) in recording.events where record.kind == .scene {
      switch (record[field: "held"], record[field: "count"]) {
      case (.flag(let held)?, _): facts.append("held \(held)")
      case (_, .integer(let count)?): facts.append("fingers \(count)")
      default: facts.append(record.name)
      }
    }
    // Each change once, in the order the screen lists its facts at that step; the reordering
    // alone (the same values at the drag's end and after) records nothing.
    #expect(facts == ["fingers 1", "held true", "held false", "fingers 0"])
  }

  @Test("a sweep of the screen counts its declared outcome")
  func theOutcomeIsTheScreensOwn() {
    #expect(UIKitScene<DraggedListScreen>.outcomes.map(\.name) == ["dragged"])
    #expect(UIKitScene<SnappingListScreen>.outcomes.isEmpty)
  }
}
