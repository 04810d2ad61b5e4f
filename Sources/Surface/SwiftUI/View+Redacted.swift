nonisolated extension View {
  /// Adds `reason` to the redaction reasons the views inside read (`\.redactionReasons`); the
  /// placeholder look is inert.
  public func redacted(reason: RedactionReasons) -> some View {
    transformEnvironment(\.redactionReasons) { $0.formUnion(reason) }
  }
  /// Clears the redaction reasons for the views inside.
  public func unredacted() -> some View { environment(\.redactionReasons, []) }
  /// Marks the view as private, hidden when redacted for privacy (inert).
  public func privacySensitive(_ sensitive: Bool = true) -> some View { self }
}

private enum RedactionReasonsKey: EnvironmentKey {
  static var defaultValue: RedactionReasons { [] }
}

extension EnvironmentValues {
  /// Why the views here are drawn as placeholders (none unless `redacted(reason:)` says).
  public var redactionReasons: RedactionReasons {
    get { self[RedactionReasonsKey.self] }
    set { self[RedactionReasonsKey.self] = newValue }
  }
}
