/// The view an animator modifier or a ``Transition`` was applied to, inside its content closure
/// or body.
nonisolated public struct PlaceholderContentView<Value>: View {
  let content: any View
  /// Never evaluated: SwiftUI shows the content itself.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension PlaceholderContentView: ContentStandIn {
  func update(_ node: ViewNode) {
    node.role = .list
    // Inside `animation(_:body:)`, the content is drawn with the animation from outside it.
    node.transactionChange = { transaction in
      if let outside = transaction.animationsOutsideScopes.popLast() {
        transaction.animation = outside
      }
    }
    node.updateChild(key: 0, with: content)
  }
}
