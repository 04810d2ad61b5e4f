/// A property of a view that SwiftUI keeps or fills in before each evaluation of the body:
/// `@State`, `@Binding`, `@Environment` and properties made of them.
public protocol DynamicProperty {
  /// Called before the body is evaluated; nothing by default.
  mutating func update()
}

extension DynamicProperty {
  public mutating func update() {}
}
