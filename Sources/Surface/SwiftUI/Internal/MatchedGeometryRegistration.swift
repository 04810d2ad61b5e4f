/// The mark a matched node keeps once the graph has registered it (`matchedGeometryNodes`).
final class MatchedGeometryRegistration {}
