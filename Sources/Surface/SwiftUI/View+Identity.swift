nonisolated extension View {
  /// Gives this view an explicit identity: a new `id` makes a new view, its state starting
  /// over; in a scroll target layout, the identity `scrollPosition(id:)` reports.
  public func id<ID: Hashable>(_ id: ID) -> some View { modifier(IdentityModifier(id: id)) }
}

nonisolated struct IdentityModifier<ID: Hashable>: PrimitiveModifier {
  let id: ID
  func update(_ node: ViewNode) {
    node.role = .list
    node.isIdentifiedList = true
  }
  var contentKey: ChildKey { ChildKey(id: id) }
}
