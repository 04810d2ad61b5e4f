nonisolated extension View {
  /// The size of the controls inside (inert: the headless controls keep their sizes).
  public func controlSize(_ controlSize: ControlSize) -> some View { self }
}
