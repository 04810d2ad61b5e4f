/// The parts of ``ContentUnavailableView/search`` (iOS 17): a magnifying glass above "No
/// Results", and "Check the spelling or try a new search." under it, iOS's English text.
public enum SearchUnavailableContent {
  /// The magnifying glass and the title, naming the search's text when there is one.
  nonisolated public struct Label: View {
    let text: String

    /// "No Results", or "No Results for "text"" when the text is not empty.
    public var body: some View {
      let title = text.isEmpty ? "No Results" : "No Results for \"\(text)\""
      SwiftUI.Label(title, systemImage: "magnifyingglass")
    }
  }

  /// The suggestion under the title.
  nonisolated public struct Description: View {
    /// The suggestion to check the spelling or search again, in iOS's English words.
    public var body: some View { Text(verbatim: "Check the spelling or try a new search.") }
  }

  /// No actions.
  nonisolated public struct Actions: View {
    /// Nothing.
    public var body: some View { EmptyView() }
  }
}
