import HeadlessRuntime

/// A change to a view that makes a new view: `content` with something around or on it.
///
/// ```swift
/// import SwiftUI
///
/// struct CardStyle: ViewModifier {
///   func body(content: Content) -> some View {
///     content.padding(12).opacity(0.9)
///   }
/// }
///
/// let card = Text("Hi").modifier(CardStyle())
/// ```
@MainActor @preconcurrency
public protocol ViewModifier {
  /// The type of view the modifier makes.
  associatedtype Body: View
  /// The view the modifier is applied to, as its body sees it.
  typealias Content = _ViewModifier_Content<Self>
  /// The modified view.
  @ViewBuilder func body(content: Content) -> Body
}

/// The view a ``ViewModifier`` modifies, inside its body.
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  let content: any View
  /// Never evaluated: SwiftUI shows the content itself.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension _ViewModifier_Content: ContentStandIn {}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
  /// The view modified.
  public var content: Content
  /// The modifier.
  public var modifier: Modifier
  /// `content` with `modifier`.
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

nonisolated extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  /// Never evaluated: SwiftUI applies the modifier itself.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
  func update(_ node: ViewNode) {
    let kind = node.modifierKind ?? ModifierKind(of: Modifier.self)
    node.modifierKind = kind
    switch kind {
    case .primitive(let type):
      type.apply(modifier, content: content, to: node)
    case .effect(let type):
      type.apply(modifier, content: content, to: node)
    case .custom:
      // The app's own modifier: a body of its own, its state bound like a view's.
      node.role = .composite
      node.lastView = self
      DynamicPropertyBinder.bind(modifier, to: node)
      let body = node.graph.evaluateBody(
        of: ModifierBody(modifier: modifier, content: content), in: node)
      node.updateChild(key: 0, with: body)
    }
  }
}

/// A user modifier's body as a view, for the graph's observation tracking.
nonisolated private struct ModifierBody<Modifier: ViewModifier, Content: View>: View {
  let modifier: Modifier
  let content: Content
  var body: Modifier.Body {
    ReplayThread.call(self) {
      $0.modifier.body(content: _ViewModifier_Content(content: $0.content))
    }
  }
}

nonisolated extension View {
  /// This view with `modifier` applied.
  public func modifier<Modifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// A modifier SwiftUI applies itself: it sets its node up and the content becomes the child.
nonisolated protocol PrimitiveModifier: ViewModifier where Body == Never {
  /// Sets `node` up: its role, its layout, the environment its content sees.
  func update(_ node: ViewNode)
  /// The key the modified view has under the modifier's node.
  var contentKey: ChildKey { get }
  /// Adds what goes after the modified view.
  func updateAfterContent(_ node: ViewNode)
}

nonisolated extension PrimitiveModifier {
  func body(content: Content) -> Never { primitiveBody(of: Self.self) }
  /// The key the modified view has under the modifier's node: 0 unless the modifier is `id`.
  var contentKey: ChildKey { 0 }
  /// Adds what goes after the modified view (an overlay); nothing by default.
  func updateAfterContent(_ node: ViewNode) {}
}
