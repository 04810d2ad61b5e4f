nonisolated extension View {
  /// Suggestions shown under the search field while it is searched (inert: no search field is
  /// shown headless, so neither are its suggestions).
  public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
    self
  }

  /// What choosing this suggestion puts in the search field (inert).
  public func searchCompletion(_ completion: String) -> some View { self }
}

/// Dismisses the search the view is in, `EnvironmentValues.dismissSearch` (inert: no search is
/// ever under way headless).
public struct DismissSearchAction: Sendable {
  /// Ends the search (inert).
  public func callAsFunction() {}
}

private enum DismissSearchKey: EnvironmentKey {
  static var defaultValue: DismissSearchAction { DismissSearchAction() }
}

extension EnvironmentValues {
  /// Whether the user is searching in a `searchable` field around the view: false headless, as
  /// no search field takes a tap.
  public var isSearching: Bool { false }

  /// Ends the search around the view (inert).
  public var dismissSearch: DismissSearchAction { self[DismissSearchKey.self] }
}
