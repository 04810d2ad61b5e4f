/// Several views listed one after another in a view builder.
nonisolated public struct TupleView<T>: View {
  /// The views.
  public var value: T
  /// Lists the views of `value` without reflection, when a view builder made it.
  let lister: (any TupleViewLister.Type)?
  /// A list of the views in `value`.
  public init(_ value: T) {
    self.value = value
    lister = nil
  }
  init(_ value: T, lister: any TupleViewLister.Type) {
    self.value = value
    self.lister = lister
  }
  /// Never evaluated: SwiftUI lists the views itself.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension TupleView: PrimitiveView {
  func update(_ node: ViewNode) {
    node.role = .list
    if let lister {
      lister.update(node, with: value)
      return
    }
    // A tuple the app made itself: its views found by reflection.
    var position = 0
    for element in Mirror(reflecting: value).children {
      guard let view = element.value as? any View else { continue }
      node.updateChild(key: ChildKey(integerLiteral: position), with: view)
      position += 1
    }
  }
}

/// Lists the views of a view builder's tuple: one type per tuple type, so a view builder's
/// tuple is listed by iterating its elements rather than by reflecting on it on every update.
protocol TupleViewLister {
  /// Makes each view of `tuple` a child of `node`, by its position (structural identity, as
  /// SwiftUI gives it).
  static func update<Tuple>(_ node: ViewNode, with tuple: Tuple)
  /// Adds the tuple's views, each declared at its position under `path`, to `list`.
  static func listSubviews<Tuple>(of tuple: Tuple, into list: inout SubviewList, path: [ChildKey])
}

/// The lister of the tuple `(repeat each Element)`.
struct PackTupleViewLister<each Element: View>: TupleViewLister {
  static func update<Tuple>(_ node: ViewNode, with tuple: Tuple) {
    guard Tuple.self == (repeat each Element).self else { return }
    let views = _identityCast(tuple, to: (repeat each Element).self)
    var position = 0
    for view in repeat each views {
      node.updateChild(key: ChildKey(integerLiteral: position), with: view)
      position += 1
    }
  }

  static func listSubviews<Tuple>(of tuple: Tuple, into list: inout SubviewList, path: [ChildKey]) {
    guard Tuple.self == (repeat each Element).self else { return }
    let views = _identityCast(tuple, to: (repeat each Element).self)
    var position = 0
    for view in repeat each views {
      list.add(view, path: path + [ChildKey(integerLiteral: position)])
      position += 1
    }
  }
}
