/// A dynamic property that gives a view an identifier of its own, for the views inside to group
/// their geometry by (`matchedGeometryEffect`).
///
/// The identifier is made when the view first appears and kept while the view keeps its
/// identity, as `@State` is; two views, or one view shown again after it left, have different
/// identifiers.
///
/// ```swift
/// import SwiftUI
///
/// struct Cards: View {
///   @Namespace private var cards
///   @State private var isExpanded = false
///   var body: some View {
///     if isExpanded {
///       Color.blue.frame(height: 300).matchedGeometryEffect(id: "card", in: cards)
///     } else {
///       Color.blue.frame(width: 80, height: 80).matchedGeometryEffect(id: "card", in: cards)
///     }
///   }
/// }
/// ```
@propertyWrapper
public struct Namespace: DynamicProperty {
  /// An identifier a `@Namespace` property gives its view.
  public struct ID: Hashable, Sendable {
    let token: NamespaceToken

    /// Whether two identifiers are the same namespace's.
    public static func == (lhs: ID, rhs: ID) -> Bool { lhs.token === rhs.token }

    /// Hashes the namespace's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(token)) }
  }

  let link: StateLink<ID>

  /// A namespace for the view the property is in.
  public init() { link = StateLink(StateBox(ID(token: NamespaceToken()))) }

  /// The view's namespace identifier: the same on every evaluation of its body while the view
  /// keeps its identity.
  public var wrappedValue: ID { link.box.value }
}

extension Namespace: NodeBoundProperty {
  func bind(to node: ViewNode, slot: inout Int) { link.bind(to: node, slot: &slot) }
}
