extension ContentUnavailableView
where
  Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
  Actions == SearchUnavailableContent.Actions
{
  /// What a search with no results shows: "No Results" under a magnifying glass, and "Check the
  /// spelling or try a new search." (iOS's English text).
  public static var search: Self { search(text: "") }

  /// What a search for `text` with no results shows.
  ///
  /// "No Results for "text"" under a magnifying glass (plain "No Results" when `text` is
  /// empty), and "Check the spelling or try a new search." under that.
  public static func search(text: String) -> Self {
    Self {
      SearchUnavailableContent.Label(text: text)
    } description: {
      SearchUnavailableContent.Description()
    } actions: {
      SearchUnavailableContent.Actions()
    }
  }
}
