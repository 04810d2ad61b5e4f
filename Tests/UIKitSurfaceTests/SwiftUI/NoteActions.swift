import HapticTapeSwiftUI

/// An app's own toolbar content: one item named "item".
struct NoteActions: ToolbarContent {
  var body: some ToolbarContent {
    ToolbarItem { Text("Share").accessibilityIdentifier("item") }
  }
}
