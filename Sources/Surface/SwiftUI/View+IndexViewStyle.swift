nonisolated extension View {
  /// How the page indicators of the paged tab views inside look (inert: not drawn).
  public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View { self }
}
