/// What makes views of a `_VariadicView.Tree`'s children.
public protocol _VariadicView_ViewRoot {
  /// The views the root makes.
  associatedtype Body: View
  /// The views made of `children`.
  @ViewBuilder func body(children: _VariadicView.Children) -> Body
}

/// A root that makes one view of the children (a stack of them, say); several it makes stand in
/// the container around the tree as a `Group`'s do (ours).
public protocol _VariadicView_UnaryViewRoot: _VariadicView_ViewRoot {}

/// A root whose views each stand in the container around the tree, as a `Group`'s do.
public protocol _VariadicView_MultiViewRoot: _VariadicView_ViewRoot {}
