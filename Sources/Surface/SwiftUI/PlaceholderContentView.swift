/// The view an animator modifier or a ``Transition`` was applied to, inside its content closure
/// or body.
nonisolated public struct PlaceholderContentView<Value>: View {
  let content: any View
  /// Never evaluated: SwiftUI shows the content itself.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension PlaceholderContentView: ContentStandIn {}
