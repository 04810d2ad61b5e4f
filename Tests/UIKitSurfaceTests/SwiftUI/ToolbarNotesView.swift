import HapticTapeSwiftUI

/// A 100-pt red strip named "top" over a blue rest named "rest", with or without a toolbar of
/// the usual forms (its items named "item").
struct ToolbarNotesView: View {
  let hasToolbar: Bool
  var isEditing = false

  var body: some View {
    if hasToolbar {
      content
        .toolbar {
          ToolbarItem(placement: .topBarTrailing) {
            Button("Add") {}.accessibilityIdentifier("item")
          }
          ToolbarItemGroup(placement: .bottomBar) {
            Text("1 note").accessibilityIdentifier("item")
            Spacer()
          }
          if isEditing {
            ToolbarItem(placement: .principal) { Text("Editing") }
          } else {
            ToolbarItem(placement: .navigationBarLeading) { Text("Notes") }
          }
        }
        .toolbar { Button("More") {}.accessibilityIdentifier("item") }
        .toolbar { NoteActions() }
        .toolbar(.hidden, for: .navigationBar, .tabBar)
    } else {
      content
    }
  }

  private var content: some View {
    VStack(spacing: 0) {
      Color.red.accessibilityIdentifier("top").frame(height: 100)
      Color.blue.accessibilityIdentifier("rest")
    }
  }
}
