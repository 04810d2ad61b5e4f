nonisolated extension View {
  /// Changes the environment value at `keyPath` with `transform` for this view and the views
  /// inside it.
  public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some View {
    modifier(EnvironmentWritingModifier { transform(&$0[keyPath: keyPath]) })
  }
}
