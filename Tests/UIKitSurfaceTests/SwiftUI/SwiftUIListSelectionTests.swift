import HapticTape
import HapticTapeSwiftUI
import Testing

// Tolerance: frames in points, 1e-6 (the list's and the stack's sums in doubles).
private let tolerance = 1e-6

/// The screen after `script`: its root view and its model.
@MainActor
func replayedChoice<Screen: ChoiceScreen>(_ script: String, on screen: Screen.Type) throws -> (
  root: UIView, model: ChoiceModel
) {
  let (scene, _) = try replayHosted(script, on: SwiftUIHostedScreen<Screen>.self)
  let model = try #require(SwiftUIHostedScreen<Screen>.model(of: scene))
  let root = try #require(scene.rootViewController?.view)
  return (root, model)
}

/// Whether `frame` is `expected` to within the tolerance.
func isClose(_ frame: CGRect?, _ expected: CGRect) -> Bool {
  guard let frame else { return false }
  return abs(frame.minX - expected.minX) <= tolerance
    && abs(frame.minY - expected.minY) <= tolerance
    && abs(frame.width - expected.width) <= tolerance
    && abs(frame.height - expected.height) <= tolerance
}

@Suite("SwiftUI lists: a tap chooses a row for the selection binding")
@MainActor
struct SwiftUIListSelectionTests {
  // Under the 59-pt safe area, the inset grouped list's section begins 35 pt down; each row is
  // 44 pt with its one-line text (20.4 pt) centred in it, 36 pt from the left (16 + 20): row i
  // spans y 59 + 35 + 44 i + 11.8 = 105.8 + 44 i, its middle 116 + 44 i.

  @Test func theRowsAreWhereTheTapsAim() throws {
    let (root, _) = try replayedChoice("wait 100ms", on: ForEachChoiceScreen.self)
    // "Row 2": 5 × 8.5 = 42.5 pt wide.
    #expect(
      isClose(frame(of: "row-2", in: root), CGRect(x: 36, y: 193.8, width: 42.5, height: 20.4)))
  }

  @Test func aTapChoosesTheRowByItsForEachID() throws {
    // Row 2 on its text, then row 4 to the right of its text (the whole row takes the tap).
    let (_, model) = try replayedChoice(
      "tap 57,204\nwait 500ms\ntap 300,292\nwait 500ms", on: ForEachChoiceScreen.self)
    #expect(model.history == [2, 4])
    #expect(model.chosen == 4)
  }

  @Test func aTapChoosesTheRowByItsTagAndPassesOverATagOfAnotherType() throws {
    // Pears (row 1), then Seven (row 2), whose Int tag is not a String: nothing changes.
    let (_, model) = try replayedChoice(
      "tap 57,160\nwait 500ms\ntap 57,204\nwait 500ms", on: TaggedChoiceScreen.self)
    #expect(model.groups == ["pears"])
    #expect(model.group == "pears")
  }

  @Test func aSetIsNotChosenOutsideEditMode() throws {
    let (_, model) = try replayedChoice("tap 57,160\nwait 500ms", on: SetChoiceScreen.self)
    #expect(model.many.isEmpty)
  }
}
