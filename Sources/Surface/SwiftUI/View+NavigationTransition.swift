nonisolated extension View {
  /// The transition this view is pushed with (iOS 18; inert, as ``ZoomNavigationTransition``).
  public func navigationTransition<Style: NavigationTransition>(_ style: Style) -> some View {
    self
  }

  /// Marks this view as the source a ``ZoomNavigationTransition`` with `id` in `namespace`
  /// zooms from (iOS 18; inert).
  public func matchedTransitionSource<ID: Hashable>(id: ID, in namespace: Namespace.ID)
    -> some View
  { self }

  /// Marks this view as a zoom's source, looking as `configuration` says while it zooms
  /// (iOS 18; inert).
  public func matchedTransitionSource<
    ID: Hashable, Configuration: MatchedTransitionSourceConfiguration
  >(
    id: ID, in namespace: Namespace.ID,
    configuration: (EmptyMatchedTransitionSourceConfiguration) -> Configuration
  ) -> some View { self }
}
