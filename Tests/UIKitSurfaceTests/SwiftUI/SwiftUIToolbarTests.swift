import HapticTapeSwiftUI
import Testing

// Tolerance: frames in points, whole numbers: exact to 1e-9.
private let pointTolerance: CGFloat = 1e-9

@Suite("SwiftUI toolbar: inert, the view lays out as without it")
struct SwiftUIToolbarTests {
  @Test(arguments: [false, true])
  func aViewWithAToolbarLaysOutAsWithout(isEditing: Bool) {
    let plain = hostedLayout(ToolbarNotesView(hasToolbar: false))
    let withToolbar = hostedLayout(ToolbarNotesView(hasToolbar: true, isEditing: isEditing))
    for root in [plain, withToolbar] {
      expectFrame(
        "top", in: root, CGRect(x: 0, y: 0, width: 393, height: 100), tolerance: pointTolerance)
      expectFrame(
        "rest", in: root, CGRect(x: 0, y: 100, width: 393, height: 752),
        tolerance: pointTolerance)
    }
  }

  @Test func toolbarItemsAreNotShown() {
    let root = hostedLayout(ToolbarNotesView(hasToolbar: true))
    #expect(frame(of: "item", in: root) == nil)
  }
}
