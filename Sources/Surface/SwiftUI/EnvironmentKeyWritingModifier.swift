/// The modifier `environment(_:_:)` applies: the value at a key path of the environment, set
/// for the modified view and the views inside it.
///
/// Public as SwiftUI's is: `environment(_:_:)` and `lineLimit(_:)` return `some View` whose
/// type is `ModifiedContent<Self, _EnvironmentKeyWritingModifier<Value>>`, and an app may name
/// or cast to it (BottomSheet's title is `ModifiedContent<Text,
/// _EnvironmentKeyWritingModifier<Int?>>`).
nonisolated public struct _EnvironmentKeyWritingModifier<Value>: ViewModifier {
  /// Where in the environment the value goes.
  public var keyPath: WritableKeyPath<EnvironmentValues, Value>
  /// The value.
  public var value: Value

  /// Sets `value` at `keyPath`.
  public init(keyPath: WritableKeyPath<EnvironmentValues, Value>, value: Value) {
    self.keyPath = keyPath
    self.value = value
  }

  /// Never evaluated: SwiftUI applies the modifier itself.
  public func body(content: Content) -> Never { primitiveBody(of: Self.self) }
}

extension _EnvironmentKeyWritingModifier: PrimitiveModifier {
  func update(_ node: ViewNode) {
    node.passEnvironment { $0[keyPath: keyPath] = value }
  }
}

extension EnvironmentValues {
  /// The most lines text wraps to; nil for no limit (inert: text takes the lines its width
  /// needs).
  public var lineLimit: Int? {
    get { self[LineLimitKey.self] }
    set { self[LineLimitKey.self] = newValue }
  }
}

private enum LineLimitKey: EnvironmentKey { static var defaultValue: Int? { nil } }
