import HapticTape
import HapticTapeSwiftUI
import Testing

// Tolerance: frames in points, 1e-6 (the list's and the stack's sums in doubles).
private let tolerance = 1e-6

/// Whether `frame` is `expected` to within the tolerance.
private func isNear(_ frame: CGRect?, _ expected: CGRect) -> Bool {
  guard let frame else { return false }
  return abs(frame.minX - expected.minX) <= tolerance
    && abs(frame.minY - expected.minY) <= tolerance
    && abs(frame.width - expected.width) <= tolerance
    && abs(frame.height - expected.height) <= tolerance
}

@Suite("SwiftUI split views: collapsed on iPhone into a navigation stack")
@MainActor
struct SwiftUISplitViewTests {
  // The stack is 759 pt tall under the 59-pt safe area, each column below the 96-pt bar of a
  // large title (y 155). The sidebar list's row i text spans y 155 + 35 + 44 i + 11.8 =
  // 201.8 + 44 i, its middle 212 + 44 i, from x 36. A pushed column's one-line text is centred
  // in the 663 pt below the bar: y 155 + (663 − 20.4) / 2 = 476.3, x (393 − w) / 2.
  static let detailTop: CGFloat = 476.3

  @Test func theSidebarShowsFirst() throws {
    let (root, model) = try replayedChoice("wait 100ms", on: TwoColumnScreen.self)
    #expect(
      isNear(frame(of: "row-2", in: root), CGRect(x: 36, y: 289.8, width: 42.5, height: 20.4)))
    #expect(model.chosen == nil)
    #expect(findView("Detail 2", in: root) == nil)
  }

  @Test func aChoiceInTheSidebarPushesTheDetail() throws {
    let (root, model) = try replayedChoice("tap 57,300\nwait 500ms", on: TwoColumnScreen.self)
    #expect(model.chosen == 2)
    // "Detail 2": 8 × 8.5 = 68 pt wide, centred.
    #expect(
      isNear(
        frame(of: "Detail 2", in: root),
        CGRect(x: 162.5, y: Self.detailTop, width: 68, height: 20.4)))
    let row = try #require(findView("row-2", in: root))
    #expect(isHiddenOnScreen(row))
  }

  @Test func backReturnsToTheSidebarAndClearsTheChoice() throws {
    // Row 2 pushes its detail; a tap on the detail pops it; row 3 pushes its own.
    let (root, model) = try replayedChoice(
      "tap 57,300\nwait 500ms\ntap 196,486\nwait 500ms\ntap 57,344\nwait 500ms",
      on: TwoColumnScreen.self)
    #expect(model.history == [2, nil, 3])
    #expect(
      isNear(
        frame(of: "Detail 3", in: root),
        CGRect(x: 162.5, y: Self.detailTop, width: 68, height: 20.4)))
  }

  @Test func afterBackTheSidebarIsShownAgain() throws {
    let (root, model) = try replayedChoice(
      "tap 57,300\nwait 500ms\ntap 196,486\nwait 500ms", on: TwoColumnScreen.self)
    #expect(model.chosen == nil)
    let row = try #require(findView("row-2", in: root))
    #expect(!isHiddenOnScreen(row))
    #expect(findView("Detail 2", in: root).map(isHiddenOnScreen) ?? true)
  }

  @Test func threeColumnsPushOneAfterAnother() throws {
    // "Fruit" (sidebar row 0), then "Item 1" (content row 1), then a tap on the detail pops
    // it back to the content column, whose choice is cleared.
    let (root, model) = try replayedChoice(
      "tap 57,212\nwait 500ms\ntap 57,256\nwait 500ms", on: ThreeColumnScreen.self)
    #expect(model.group == "Fruit")
    #expect(model.chosen == 1)
    // "Fruit 1": 7 × 8.5 = 59.5 pt wide, centred.
    #expect(
      isNear(
        frame(of: "Fruit 1", in: root),
        CGRect(x: 166.75, y: Self.detailTop, width: 59.5, height: 20.4)))
    let (popped, afterBack) = try replayedChoice(
      "tap 57,212\nwait 500ms\ntap 57,256\nwait 500ms\ntap 196,486\nwait 500ms",
      on: ThreeColumnScreen.self)
    #expect(afterBack.history == [1, nil])
    #expect(afterBack.groups == ["Fruit"])
    let item = try #require(findView("item-1", in: popped))
    #expect(!isHiddenOnScreen(item))
  }

  @Test func thePreferredCompactColumnIsShownFirstAndFollowsBack() throws {
    let (shown, _) = try replayedChoice("wait 100ms", on: PreferredColumnScreen.self)
    // "Detail -1": 9 × 8.5 = 76.5 pt wide, centred.
    #expect(
      isNear(
        frame(of: "Detail -1", in: shown),
        CGRect(x: 158.25, y: Self.detailTop, width: 76.5, height: 20.4)))
    let (root, model) = try replayedChoice(
      "tap 196,486\nwait 500ms", on: PreferredColumnScreen.self)
    #expect(model.columns == [.sidebar])
    let row = try #require(findView("row-0", in: root))
    #expect(!isHiddenOnScreen(row))
  }

  @Test func aValueLinkInTheSidebarListChoosesItsValue() throws {
    let (root, model) = try replayedChoice("tap 57,300\nwait 500ms", on: LinkChoiceScreen.self)
    #expect(model.history == [2])
    #expect(
      isNear(
        frame(of: "Detail 2", in: root),
        CGRect(x: 162.5, y: Self.detailTop, width: 68, height: 20.4)))
  }

  @Test func aSetInTheSidebarIsChosenOneRowAtATime() throws {
    // Row 2 is chosen alone and pushes the detail; back empties the set.
    let (root, model) = try replayedChoice("tap 57,300\nwait 500ms", on: SetSplitScreen.self)
    #expect(model.many == [2])
    // "Chosen [2]": 10 × 8.5 = 85 pt wide, centred.
    #expect(
      isNear(
        frame(of: "Chosen [2]", in: root),
        CGRect(x: 154, y: Self.detailTop, width: 85, height: 20.4)))
    let (_, popped) = try replayedChoice(
      "tap 57,300\nwait 500ms\ntap 196,486\nwait 500ms", on: SetSplitScreen.self)
    #expect(popped.many.isEmpty)
  }
}
