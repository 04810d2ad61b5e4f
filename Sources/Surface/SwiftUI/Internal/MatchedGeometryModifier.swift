/// `matchedGeometryEffect`: lays out as its content does; after the layout pass the graph moves
/// a node that is not its group's source to the source's frame
/// (`ViewGraph.placeMatchedGeometry()`).
nonisolated struct MatchedGeometryModifier: PrimitiveModifier, PassThroughLayout {
  let group: MatchedGeometryGroup
  let properties: MatchedGeometryProperties
  let anchor: UnitPoint
  let isSource: Bool

  func update(_ node: ViewNode) {
    node.layout = self
    // The graph finds the node after each layout pass: registered once, while it stays.
    _ = node.modifierState(MatchedGeometryRegistration.self) {
      node.graph.matchedGeometryNodes.append(node.reference)
      return MatchedGeometryRegistration()
    }
  }
}
