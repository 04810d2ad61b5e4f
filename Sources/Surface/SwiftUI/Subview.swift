/// One view of another view's content, as ``ForEach/init(subviews:content:)`` and
/// ``Group/init(subviews:transform:)`` give it (iOS 18): a view, shown as it was declared.
///
/// The content is split as it is declared: each view of a view builder, each element of a
/// `ForEach`, the views of a `Group`, the branch an `if` takes. An app's own view is one subview,
/// even when its body makes several (ours: SwiftUI splits it after running its body; here its
/// views are laid out one after another by the container, as a `Group`'s are).
///
/// ```swift
/// import SwiftUI
///
/// struct Carded<Content: View>: View {
///   @ViewBuilder var content: Content
///   var body: some View {
///     VStack(spacing: 8) {
///       ForEach(subviews: content) { subview in
///         subview.padding(12).background(.gray, in: .rect(cornerRadius: 8))
///       }
///     }
///   }
/// }
/// ```
nonisolated public struct Subview: View, Identifiable {
  /// A subview's identity: where it was declared, and the id of each `ForEach` element on the
  /// way, so a subview keeps its identity (and its state) when the elements before it change.
  public struct ID: Hashable {
    let path: [ChildKey]
  }
  /// The subview's identity.
  public let id: ID
  let content: any View
  /// The container values set on the subview's view (`containerValue(_:_:)`).
  public let containerValues: ContainerValues
  /// Never evaluated: the subview shows its view itself.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension Subview: PrimitiveView {
  func update(_ node: ViewNode) {
    // Laid out by the container it is in, as the declared view would be.
    node.role = .list
    node.updateChild(key: 0, with: content)
  }
}
