/// A view that fills the space it is offered and builds its content from its own geometry.
///
/// ```swift
/// import SwiftUI
///
/// struct Half: View {
///   var body: some View {
///     GeometryReader { proxy in
///       Color.blue.frame(width: proxy.size.width / 2)
///     }
///   }
/// }
/// ```
nonisolated public struct GeometryReader<Content: View>: View {
  /// Builds the content from the reader's geometry.
  public var content: (GeometryProxy) -> Content
  /// A reader of `content`.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }
  /// Never evaluated.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension GeometryReader: PrimitiveView {
  func update(_ node: ViewNode) {
    let layout = GeometryReaderLayout { proxy in content(proxy) }
    node.layout = layout
    node.lastView = self
    let state = node.modifierState(GeometryReaderState.self) { GeometryReaderState() }
    // Built in the layout pass, from the size it gives (SwiftUI never builds a reader's content
    // before it has a size: content that divides by its width would see zero); once laid out,
    // built now from the last geometry, and again in the layout pass when the size changed.
    if state.builtSize != nil {
      let built = node.graph.tracking(node) { content(node.geometryProxy) }
      node.updateChild(key: 0, with: built)
      state.builtSize = node.frame.size
      state.builtOrigin = node.geometryProxy.frame(in: .global).origin
    }
    // The content may read its frame in a space around it (the classic scroll offset through a
    // preference): when the reader is drawn somewhere else (a scroll moved it, a layout placed it
    // anew), it is built again from the new geometry.
    node.visualEffect = { [reference = node.reference] proxy in
      guard let node = reference.node else { return EffectValues() }
      if proxy.frame(in: .global).origin != state.builtOrigin { node.graph.invalidate(node) }
      return node.effects ?? EffectValues()
    }
  }
}

/// The size and global origin a reader's content was last built for.
final class GeometryReaderState {
  var builtSize: CGSize?
  var builtOrigin: CGPoint?
}

/// `GeometryReader`: as large as offered (10 pt where nothing is offered), its content built
/// for that size and placed at the top leading corner, several views over one another.
struct GeometryReaderLayout: NodeLayout {
  let content: (GeometryProxy) -> any View

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeChildren(in size: CGSize, node: ViewNode) {
    let state = node.modifierState(GeometryReaderState.self) { GeometryReaderState() }
    if state.builtSize != size {
      state.builtSize = size
      state.builtOrigin = node.geometryProxy.frame(in: .global).origin
      let built = node.graph.tracking(node) { content(node.geometryProxy) }
      node.setNeedsRender()
      node.updateChildren { node.updateChild(key: 0, with: built) }
    }
    let bounds = CGRect(origin: .zero, size: size)
    let children = node.layoutChildren
    guard children.count > 1 else {
      return node.placeContent(in: bounds, alignment: .topLeading)
    }
    // Several views overlap, each offered the whole size at the top leading corner, as in a
    // ZStack: SwiftUI's reader does not stack its content.
    let rightToLeft = node.isRightToLeft
    for child in children {
      [child].placeGroup(in: bounds, alignment: .topLeading, rightToLeft: rightToLeft)
    }
  }
}
