/// The content of one branch of an `if`/`else` or `switch` in a view builder (a view) or a
/// toolbar content builder (toolbar content).
public struct _ConditionalContent<TrueContent, FalseContent> {
  /// Which branch, with its view.
  public enum Storage {
    /// The first branch.
    case trueContent(TrueContent)
    /// The second branch.
    case falseContent(FalseContent)
  }
  /// The branch taken.
  public let storage: Storage
  /// The view of a branch.
  public init(storage: Storage) { self.storage = storage }
}

nonisolated extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
  /// Never evaluated: SwiftUI shows the branch itself.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension _ConditionalContent: PrimitiveView where TrueContent: View, FalseContent: View {
  func update(_ node: ViewNode) {
    node.role = .list
    // The two branches are different identities: switching drops the other branch's state.
    switch storage {
    case .trueContent(let view): node.updateChild(key: .trueBranch, with: view)
    case .falseContent(let view): node.updateChild(key: .falseBranch, with: view)
    }
  }
}

nonisolated extension Optional: View where Wrapped: View {
  /// Never evaluated: SwiftUI shows the wrapped view itself.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension Optional: PrimitiveView where Wrapped: View {
  func update(_ node: ViewNode) {
    node.role = .list
    if let view = self { node.updateChild(key: 0, with: view) }
  }
}
