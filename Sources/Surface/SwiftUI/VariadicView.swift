/// SwiftUI's underscored way to a view's declared children, from before iOS 18's
/// `Group(subviews:transform:)`: a root's `body(children:)` makes views of the children of the
/// content, as public libraries use it to put dividers between a stack's views.
///
/// The children are split as ``Subview`` splits them, and each keeps its identity.
///
/// ```swift
/// import SwiftUI
///
/// struct Divided: _VariadicView_UnaryViewRoot {
///   func body(children: _VariadicView.Children) -> some View {
///     let last = children.last?.id
///     VStack(spacing: 0) {
///       ForEach(children) { child in
///         child
///         if child.id != last { Divider() }
///       }
///     }
///   }
/// }
///
/// struct Menu: View {
///   var body: some View {
///     _VariadicView.Tree(Divided()) {
///       Text("Copy")
///       Text("Paste")
///     }
///   }
/// }
/// ```
public enum _VariadicView {
  /// The children of a tree's content, in declared order.
  public typealias Children = _VariadicView_Children
  /// What makes views of a tree's children.
  public typealias ViewRoot = _VariadicView_ViewRoot
  /// A root whose views are one view.
  public typealias UnaryViewRoot = _VariadicView_UnaryViewRoot
  /// A root whose views are several views, laid out by the container the tree is in.
  public typealias MultiViewRoot = _VariadicView_MultiViewRoot

  /// The views `root` makes of the children of `content`.
  nonisolated public struct Tree<Root: _VariadicView_ViewRoot, Content: View>: View {
    /// The root that makes views of the children.
    public var root: Root
    /// The content whose children the root is given.
    public var content: Content

    /// The views `root` makes of the children `content` declares.
    public init(_ root: Root, @ViewBuilder content: () -> Content) {
      self.root = root
      self.content = content()
    }

    /// What the root makes of the children, found again each time the tree is made.
    public var body: Root.Body {
      root.body(children: _VariadicView_Children(subviews: SubviewsCollection(content)))
    }
  }
}
