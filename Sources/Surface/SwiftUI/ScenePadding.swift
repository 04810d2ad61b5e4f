/// A kind of padding that suits the scene (`scenePadding`).
public struct ScenePadding: Hashable, Sendable {
  let name: String

  /// The least padding the scene's content needs from its edges: on iPhone the standard
  /// padding, 16 pt (ours: Apple gives no number for iOS).
  public static let minimum = ScenePadding(name: "minimum")
  /// The padding that lines content up with a navigation bar's title (watchOS): the minimum on
  /// iPhone (ours).
  public static let navigationBar = ScenePadding(name: "navigationBar")
}

nonisolated extension View {
  /// This view with the scene's minimum padding inside `edges` (16 pt on iPhone, ours).
  public func scenePadding(_ edges: Edge.Set = .all) -> some View {
    scenePadding(.minimum, edges: edges)
  }

  /// This view with `padding` inside `edges`: 16 pt on iPhone for each kind (ours).
  public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View {
    self.padding(edges, _PaddingModifier.defaultLength)
  }
}
