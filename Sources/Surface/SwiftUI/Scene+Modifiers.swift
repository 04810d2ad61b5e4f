nonisolated extension Scene {
  /// Runs `action` with the old and new values when `value` changes (and once when the scene
  /// appears, with `initial`): as the same modifier on the view its window shows.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some Scene {
    ModifiedScene(base: self) { AnyView($0.onChange(of: value, initial: initial, action)) }
  }

  /// Runs `action` when `value` changes (and once when the scene appears, with `initial`).
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some Scene {
    ModifiedScene(base: self) { AnyView($0.onChange(of: value, initial: initial, action)) }
  }

  /// Runs `action` with the new value when `value` changes: iOS 14's form, deprecated in iOS 17.
  public func onChange<V: Equatable>(
    of value: V, perform action: @escaping (_ newValue: V) -> Void
  ) -> some Scene {
    ModifiedScene(base: self) { AnyView($0.onChange(of: value, perform: action)) }
  }

  /// Sets the environment value at `keyPath` for the views of the scene's windows.
  public func environment<Value>(
    _ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value
  ) -> some Scene {
    ModifiedScene(base: self) { AnyView($0.environment(keyPath, value)) }
  }

  /// Provides `object` to the `@Environment(T.self)` properties of the views of the scene's
  /// windows (an `@Observable` model).
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene {
    ModifiedScene(base: self) { AnyView($0.environment(object)) }
  }
}
