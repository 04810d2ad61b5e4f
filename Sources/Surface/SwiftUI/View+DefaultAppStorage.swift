import Foundation

nonisolated extension View {
  /// Sets the defaults `@AppStorage` inside reads when it names no store: inert, as the headless
  /// values live in the replay whatever the store (``AppStorage``).
  public func defaultAppStorage(_ store: UserDefaults) -> some View { self }
}

extension Scene {
  /// Sets the defaults `@AppStorage` in the scene reads when it names no store: inert, as the
  /// headless values live in the replay whatever the store (``AppStorage``).
  public func defaultAppStorage(_ store: UserDefaults) -> some Scene { self }
}
