import HapticTape
import HapticTapeTestSupport
import HapticTapeUIKit
import Testing
import UIKit

// Tolerance: offsets at rest exactly (the settle ends on its target); mid-swipe offsets and
// scrolled offsets within 1e-9 pt and 1e-6 pt of the finger's travel; virtual times in exact
// nanoseconds.
private let pointTolerance = 1e-9

/// Item 2 of the mailbox spans y 88…132 (44-pt list rows) on the iPhone 15 Pro (393 pt wide):
/// its actions are 74 pt each (Delete and Archive open at 148 pt), a full swipe goes past
/// max(0.6 × 393, 148) = 235.8 pt.
private let item2 = IndexPath(item: 2, section: 0)

/// Replays `script` on a fresh `Screen`, after `configure` sets its controller up.
private func run<Screen: UIKitScreen>(
  _ script: String, on screen: Screen.Type = ListSwipeMailboxScreen.self,
  layoutSampling: Replayer.LayoutSampling = .sceneEventsAndRest,
  configure: (ListSwipeMailboxController) -> Void = { _ in }
) throws -> (controller: ListSwipeMailboxController, outcome: Replayer.Outcome)
where Screen.Configuration == UIKitScreenConfiguration {
  var scene = try UIKitScene<Screen>(device: .iPhone15Pro, configuration: .init())
  let controller = try #require(scene.rootViewController as? ListSwipeMailboxController)
  configure(controller)
  let timeline = try GestureScript(parsing: script).render(on: .iPhone15Pro)
  let outcome = try Replayer(configuration: .init(layoutSampling: layoutSampling)).run(
    &scene, inputs: timeline.touches.map { .touch($0) })
  return (controller, outcome)
}

/// The x of the cell of `indexPath` on screen (its swipe offset), nil when it has no cell.
private func offset(_ controller: ListSwipeMailboxController, _ indexPath: IndexPath)
  -> CGFloat?
{
  controller.collectionView.cellForItem(at: indexPath)?.frame.minX
}

/// A one-finger horizontal drag on item 2 from `x0` to `x1` that rests before lifting (no
/// fling), then a wait for the cell to settle.
private func swipe(from x0: Int, to x1: Int, in milliseconds: Int = 300) -> String {
  "touch 1 at \(x0),110\ndrag 1 to \(x1),110 in \(milliseconds)ms\nhold 1 for 100ms\nlift 1\n"
    + "wait 1s"
}

@Suite("List swipe actions, hosted: list cells open, close, perform and delete as table rows")
struct ListSwipeActionsHostedTests {
  @Test("a half swipe left (100 pt, past half of Delete and Archive's 148) rests open at -148")
  func halfSwipeOpens() throws {
    let (list, _) = try run(swipe(from: 300, to: 200))
    let (sections, _) = try run(swipe(from: 300, to: 200), on: ListSwipeMailboxSectionsScreen.self)
    for controller in [list, sections] {
      #expect(offset(controller, item2) == -148)
      #expect(offset(controller, IndexPath(item: 3, section: 0)) == 0)
      #expect(offset(controller, IndexPath(item: 1, section: 0)) == 0)
      #expect(controller.collectionView.contentOffset.y == 0)
      #expect(controller.selected.isEmpty)
      #expect(controller.deleted.isEmpty)
      #expect(controller.archived.isEmpty)
    }
  }

  @Test("a swipe cancels the cell content's touch; a tap ends it")
  func swipeCancelsContentTouches() throws {
    let (swiped, _) = try run(swipe(from: 300, to: 200))
    let cell = try #require(
      swiped.collectionView.cellForItem(at: item2) as? ListSwipeMailboxCell)
    #expect(cell.cancelledTouches == 1)
    #expect(cell.endedTouches == 0)
    let (tapped, _) = try run("tap 196,110\nwait 1s")
    let tappedCell = try #require(
      tapped.collectionView.cellForItem(at: item2) as? ListSwipeMailboxCell)
    #expect(tappedCell.cancelledTouches == 0)
    #expect(tappedCell.endedTouches == 1)
    #expect(tapped.selected == [item2])
  }

  @Test("a short swipe (60 pt, under half of 148) springs shut to 0")
  func shortSwipeCloses() throws {
    let (controller, _) = try run(swipe(from: 300, to: 240))
    #expect(offset(controller, item2) == 0)
    #expect(controller.selected.isEmpty)
    #expect(controller.archived.isEmpty)
  }

  @Test("a short swipe flung outward (30 pt in 30 ms) opens the cell at -148")
  func flingOpens() throws {
    let (controller, _) = try run("touch 1 at 300,110\ndrag 1 to 270,110 in 30ms\nlift 1\nwait 1s")
    #expect(offset(controller, item2) == -148)
  }

  @Test("a swipe right opens the leading Flag at +74 pt; a tap on it flags with an impact")
  func tapOnLeadingAction() throws {
    let script = swipe(from: 60, to: 120) + "\ntap 37,110\nwait 1s"
    let recording = try Session.record(
      scene: UIKitScene<ListSwipeMailboxScreen>.self, device: .iPhone15Pro,
      script: try GestureScript(parsing: script))
    #expect(recording.hapticRecords.count == 1)
    let (opened, _) = try run(swipe(from: 60, to: 120))
    #expect(offset(opened, item2) == 74)
    let (controller, _) = try run(script)
    #expect(controller.flagged == [2])
    #expect(controller.selected.isEmpty)
    #expect(offset(controller, item2) == 0)
  }

  @Test("a tap on Archive (74…148 pt from the trailing edge, x 245…319) archives item 2")
  func tapOnSecondAction() throws {
    let (controller, _) = try run(swipe(from: 300, to: 200) + "\ntap 280,110\nwait 1s")
    #expect(controller.archived == [2])
    #expect(controller.deleted.isEmpty)
    #expect(offset(controller, item2) == 0)
    #expect(controller.selected.isEmpty)
  }

  @Test("a tap on Delete (x 319…393) deletes item 2 through the diffable snapshot")
  func tapOnDelete() throws {
    let (controller, _) = try run(swipe(from: 300, to: 200) + "\ntap 356,110\nwait 1s")
    #expect(controller.deleted == [2])
    #expect(controller.collectionView.numberOfItems(inSection: 0) == 29)
    #expect(controller.collectionView.visibleCells.allSatisfy { $0.frame.minX == 0 })
  }

  @Test("a full swipe left deletes the item: snapshot applied, 29 items, its haptic at the lift")
  func fullSwipeDeletes() throws {
    let recording = try Session.record(
      scene: UIKitScene<ListSwipeMailboxScreen>.self, device: .iPhone15Pro,
      script: try GestureScript(parsing: swipe(from: 380, to: 60)))
    let lift = try #require(recording.firstLiftTime)
    #expect(recording.hapticRecords.map(\.timestamp) == [lift])
    let (controller, _) = try run(swipe(from: 380, to: 60))
    #expect(controller.deleted == [2])
    #expect(controller.archived.isEmpty)
    #expect(controller.collectionView.numberOfItems(inSection: 0) == 29)
    // Message 3 moved up into item 2, at rest; no cell is left aside.
    let cell = try #require(
      controller.collectionView.cellForItem(at: item2) as? ListSwipeMailboxCell)
    #expect(cell.title == "Message 3")
    #expect(cell.frame == CGRect(x: 0, y: 88, width: 393, height: 44))
    #expect(controller.collectionView.visibleCells.allSatisfy { $0.frame.minX == 0 })
  }

  @Test("a full swipe left built section by section deletes through performBatchUpdates")
  func fullSwipeDeletesThroughBatchUpdates() throws {
    let (controller, _) = try run(
      swipe(from: 380, to: 60), on: ListSwipeMailboxSectionsScreen.self)
    #expect(controller.deleted == [2])
    #expect(controller.collectionView.numberOfItems(inSection: 0) == 29)
    let cell = try #require(
      controller.collectionView.cellForItem(at: item2) as? ListSwipeMailboxCell)
    #expect(cell.title == "Message 3")
    #expect(controller.collectionView.visibleCells.allSatisfy { $0.frame.minX == 0 })
  }

  @Test("a full swipe right flags once, with the impact at the lift's virtual time")
  func fullSwipeFlags() throws {
    let script = swipe(from: 20, to: 340)
    let recording = try Session.record(
      scene: UIKitScene<ListSwipeMailboxScreen>.self, device: .iPhone15Pro,
      script: try GestureScript(parsing: script))
    let lift = try #require(recording.firstLiftTime)
    #expect(recording.hapticRecords.map(\.timestamp) == [lift])
    let (controller, _) = try run(script)
    #expect(controller.flagged == [2])
    #expect(controller.messages.count == 30)
    #expect(offset(controller, item2) == 0)
  }

  @Test("a vertical drag on a cell scrolls the list and opens nothing")
  func verticalDragScrolls() throws {
    let (controller, _) = try run(
      "touch 1 at 300,600\ndrag 1 to 290,300 in 300ms\nhold 1 for 100ms\nlift 1\nwait 1s")
    // As the table's: the pan begins 16.67 pt in (two 120-Hz samples at 1 pt/ms), past its
    // 10-pt slop, and absorbs that travel: 300 - 16.67 = 283.33 pt.
    let scrolled = controller.collectionView.contentOffset.y
    #expect(abs(scrolled - (300 - 2 * 1000 / 120)) <= 1e-6)
    #expect(controller.collectionView.visibleCells.allSatisfy { $0.frame.minX == 0 })
    #expect(controller.flagged.isEmpty)
  }

  @Test("a tap on another cell closes the open cell and selects nothing; then taps select")
  func tapElsewhereCloses() throws {
    let (controller, _) = try run(
      swipe(from: 300, to: 200) + "\ntap 196,330\nwait 1s\ntap 196,330\nwait 1s")
    #expect(offset(controller, item2) == 0)
    #expect(controller.selected == [IndexPath(item: 7, section: 0)])
    #expect(controller.archived.isEmpty)
  }

  @Test("a scroll closes the open cell")
  func scrollCloses() throws {
    let (controller, _) = try run(
      swipe(from: 300, to: 200)
        + "\ntouch 1 at 200,700\ndrag 1 to 200,500 in 200ms\nhold 1 for 100ms\nlift 1\nwait 1s")
    #expect(controller.collectionView.contentOffset.y > 150)
    #expect(controller.collectionView.visibleCells.allSatisfy { $0.frame.minX == 0 })
  }

  @Test("one cell is open at a time: a swipe on another cell closes the open one, the next opens")
  func oneCellOpenAtATime() throws {
    let swipeItem7 =
      "touch 1 at 300,330\ndrag 1 to 200,330 in 300ms\nhold 1 for 100ms\nlift 1\nwait 1s"
    // As the table's: the touch that closes the open cell swipes nothing and selects nothing.
    let (closed, _) = try run(swipe(from: 300, to: 200) + "\n" + swipeItem7)
    #expect(offset(closed, item2) == 0)
    #expect(offset(closed, IndexPath(item: 7, section: 0)) == 0)
    #expect(closed.selected.isEmpty)
    let (reopened, _) = try run(swipe(from: 300, to: 200) + "\n" + swipeItem7 + "\n" + swipeItem7)
    #expect(offset(reopened, item2) == 0)
    #expect(offset(reopened, IndexPath(item: 7, section: 0)) == -148)
  }

  @Test("layout samples hold the cell's offset while the finger drags it")
  func layoutSamplesShowTheOffset() throws {
    let (_, outcome) = try run(swipe(from: 300, to: 200), layoutSampling: .everyFrame)
    let item2X: [Double] = outcome.output.entries.compactMap { entry in
      guard case .layout(let snapshot, _) = entry, snapshot.view == "mailbox",
        let item = snapshot.attributes.first(where: {
          $0.indexPath.item == 2 && $0.indexPath.section == 0
        })
      else { return nil }
      return item.frame.origin.x
    }
    #expect(item2X.first == 0)
    // While dragging, the cell is where the finger is: 0 > x ≥ -100, then it settles at -148.
    #expect(item2X.contains { $0 < -50 && $0 >= -100 - pointTolerance })
    #expect(item2X.last == -148)
    #expect(item2X.min() ?? 0 >= -148 - pointTolerance)
  }

  @Test("the same swipes twice give the same outputs")
  func deterministic() throws {
    let script = swipe(from: 300, to: 190) + "\n" + swipe(from: 20, to: 340)
    let (_, first) = try run(script, layoutSampling: .everyFrame)
    let (_, second) = try run(script, layoutSampling: .everyFrame)
    #expect(first.output.entries.count > 100)
    #expect(first.output.entries == second.output.entries)
  }

  @Test("a recorded swipe, tap and full swipe replay to a match")
  func recordAndReplay() throws {
    let script = swipe(from: 300, to: 200) + "\ntap 280,110\nwait 1s\n" + swipe(from: 380, to: 60)
    for verdict in [
      try recordedAndReplayed(script, on: UIKitScene<ListSwipeMailboxScreen>.self),
      try recordedAndReplayed(script, on: UIKitScene<ListSwipeMailboxSectionsScreen>.self),
    ] {
      #expect(verdict.hapticCount == 1)
      #expect(verdict.report == nil)
    }
  }
}

/// Records `script` on `scene`, then replays the tape: the recording's haptic count and the
/// replay's report (nil on a match).
private func recordedAndReplayed<Scene: HapticScene>(_ script: String, on scene: Scene.Type)
  throws -> (hapticCount: Int, report: TraceDiff.Report?)
{
  let recording = try Session.record(
    scene: scene, device: .iPhone15Pro, script: try GestureScript(parsing: script))
  let tape = RecordedTape(header: recording.header, events: recording.events)
  let verdict = try Session.replay(tape, registry: [scene])
  return (recording.hapticRecords.count, verdict.report)
}
