nonisolated extension View {
  /// Gives the navigation bar around a search field bound to `text` (inert: no field is drawn
  /// or typed into headless, so `text` keeps what the app sets).
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View { self }

  /// A search field with a prompt string (inert).
  @_disfavoredOverload
  public func searchable<S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View { self }

  /// A search field whose presentation is bound to `isPresented` (inert: it stays as the app
  /// sets it).
  public func searchable(
    text: Binding<String>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View { self }
}
