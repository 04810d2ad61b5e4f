/// The body an app's style makes for the controls inside, by the type of configuration it
/// takes (a toggle's, a label's), as the environment carries it; nil for the platform's.
enum StyleBodyKey<Configuration>: EnvironmentKey {
  static var defaultValue: ((Configuration) -> AnyView)? { nil }
}

extension EnvironmentValues {
  /// The style toggles inside draw with (`toggleStyle(_:)`); nil for the platform's switch.
  var toggleStyle: ((ToggleStyleConfiguration) -> AnyView)? {
    self[StyleBodyKey<ToggleStyleConfiguration>.self]
  }
  /// The style labels inside draw with (`labelStyle(_:)`); nil for the platform's.
  var labelStyle: ((LabelStyleConfiguration) -> AnyView)? {
    self[StyleBodyKey<LabelStyleConfiguration>.self]
  }
}

nonisolated extension View {
  /// Sets the body the controls inside that take a `Configuration` are drawn with.
  func styleBody<Configuration>(_ makeBody: @escaping (Configuration) -> AnyView) -> some View {
    modifier(EnvironmentWritingModifier { $0[StyleBodyKey<Configuration>.self] = makeBody })
  }
}
