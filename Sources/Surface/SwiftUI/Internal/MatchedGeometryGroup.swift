/// The views `matchedGeometryEffect` matches: those with one identifier in one namespace.
struct MatchedGeometryGroup: Hashable {
  let namespace: Namespace.ID
  let id: AnyHashable
}
