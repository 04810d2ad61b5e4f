/// A view whose content can scroll the scroll views around or inside it to a view of its
/// content, through a ``ScrollViewProxy``.
///
/// ```swift
/// import SwiftUI
///
/// struct Chat: View {
///   let messages: [Int]
///   var body: some View {
///     ScrollViewReader { proxy in
///       ScrollView {
///         LazyVStack {
///           ForEach(messages, id: \.self) { message in Text("\(message)") }
///         }
///       }
///       .onAppear {
///         if let last = messages.last { proxy.scrollTo(last, anchor: .bottom) }
///       }
///     }
///   }
/// }
/// ```
nonisolated public struct ScrollViewReader<Content: View>: View {
  /// Builds the content from the proxy.
  public var content: (ScrollViewProxy) -> Content
  /// A reader of `content`.
  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
    self.content = content
  }
  /// Never evaluated.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension ScrollViewReader: PrimitiveView {
  func update(_ node: ViewNode) {
    node.role = .list
    node.lastView = self
    let reader = node.modifierState(ScrollReaderReference.self) { ScrollReaderReference() }
    reader.node = node
    let proxy = ScrollViewProxy(reader: reader)
    let built = node.graph.tracking(node) { content(proxy) }
    node.updateChild(key: 0, with: built)
  }
}

/// The reader a proxy scrolls for; weak, so a proxy an app keeps does not keep the views.
final class ScrollReaderReference {
  weak var node: ViewNode?
}

/// Scrolls the scroll views of a ``ScrollViewReader``'s content to its views.
public struct ScrollViewProxy {
  let reader: ScrollReaderReference

  /// Scrolls the nearest scroll view around the view whose identity is `id` (its `id(_:)` or
  /// its `ForEach` element's id) so that the view shows at `anchor`.
  ///
  /// The view's `anchor` point goes to the same point of the visible region; with no anchor,
  /// the scroll is the least that shows the view whole. Either way the offset stays within the
  /// content. Inside `withAnimation` the scroll is animated. The scroll happens in the next
  /// layout pass, so a view added by the same action can be scrolled to; an `id` no view has
  /// does nothing.
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
    guard let node = reader.node, let requests = node.graph.scrollRequests else { return }
    let request = ScrollRequests.Request(
      id: AnyHashable(id), anchor: anchor, animated: Transaction.current?.animation != nil,
      pass: node.graph.layoutPass, reader: reader)
    requests.pending.append(request)
    node.graph.needsUpdate()
  }
}
