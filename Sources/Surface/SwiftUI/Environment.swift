/// A value the view reads from its environment, by key path.
///
/// ```swift
/// import SwiftUI
///
/// struct Hairline: View {
///   @Environment(\.displayScale) private var scale
///   var body: some View { Color.gray.frame(height: 1 / scale) }
/// }
/// ```
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  private let read: (EnvironmentValues) -> Value
  private let link = EnvironmentLink()

  /// The value at `keyPath` in the view's environment.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { read = { $0[keyPath: keyPath] } }

  /// The `@Observable` object of this type an ancestor provided with `environment(_:)`.
  ///
  /// A view that reads it with no ancestor providing one stops the app, with SwiftUI's message,
  /// as SwiftUI does: no value could stand for the missing object.
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    read = { values in
      guard let object = values[EnvironmentObjectKey<Value>.self] else {
        fatalError(
          "No Observable object of type \(Value.self) found. A View.environmentObject(_:) for "
            + "\(Value.self) may be missing as an ancestor of this view.")
      }
      return object
    }
  }

  /// The `@Observable` object of this type an ancestor provided, or nil.
  public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
    read = { $0[EnvironmentObjectKey<T>.self] }
  }

  /// The value now.
  public var wrappedValue: Value { read(link.values) }
}

/// The environment a view's `@Environment` properties read: its node's, set before each body.
final class EnvironmentLink {
  var values = EnvironmentValues()
}

extension Environment: NodeBoundProperty {
  func bind(to node: ViewNode, slot: inout Int) { link.values = node.environment }
}

nonisolated extension View {
  /// Sets the environment value at `keyPath` for this view and the views inside it.
  public func environment<Value>(
    _ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value
  ) -> some View {
    modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
  }

  /// Sets the colour scheme this view and the views inside it read (`\.colorScheme`).
  public func colorScheme(_ colorScheme: ColorScheme) -> some View {
    environment(\.colorScheme, colorScheme)
  }

  /// Stops users interacting with this view and the views inside it when `disabled` is true.
  ///
  /// Sets `isEnabled` to false inside; buttons there run no action and are never pressed,
  /// gestures there are not recognized, scroll views there do not scroll, and toggles, sliders
  /// and steppers there do not track touches (Apple, "disabled(_:)": "Adds a condition that
  /// controls whether users can interact with this view"). A `disabled(false)` further in does
  /// not enable them again: the outer condition wins, as Apple documents. Gestures attached
  /// outside the modifier, and scroll views around it, still take the touches.
  ///
  /// ```swift
  /// import SwiftUI
  ///
  /// struct Checkout: View {
  ///   let isReady: Bool
  ///   var body: some View {
  ///     Button("Pay") {}.disabled(!isReady)
  ///   }
  /// }
  /// ```
  ///
  /// - Parameter disabled: whether the views inside take no input.
  public func disabled(_ disabled: Bool) -> some View {
    modifier(EnvironmentWritingModifier { if disabled { $0.isEnabled = false } })
  }
}

/// Changes the environment of the content.
nonisolated struct EnvironmentWritingModifier: PrimitiveModifier {
  let transform: (inout EnvironmentValues) -> Void

  func update(_ node: ViewNode) { node.passEnvironment(changedBy: transform) }
}
