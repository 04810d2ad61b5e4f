/// What the modifiers in a bar's views ask of it (a title's display mode, the bar hidden), one
/// request per modifier's node.
///
/// Where two ask, the deeper one wins, and between equals the one updated last (ours,
/// deterministic).
struct BarRequests<Request: Equatable> {
  private typealias Entry = (
    id: ObjectIdentifier, node: NodeReference, depth: Int, request: Request
  )
  private var requests: [Entry] = []

  /// Keeps `request` for the modifier's `node`.
  mutating func set(_ request: Request, from node: ViewNode) {
    let id = ObjectIdentifier(node)
    if let index = requests.firstIndex(where: { $0.id == id }) {
      guard requests[index].request != request else { return }
      requests.remove(at: index)
    }
    requests.append((id, node.reference, node.depth, request))
  }

  /// Forgets the request of a modifier that left.
  mutating func remove(_ id: ObjectIdentifier) {
    requests.removeAll { $0.id == id }
  }

  /// What the deepest request `pick` answers for asks, among those from the nodes `includes`
  /// admits.
  func deepest<Value>(
    from includes: (ViewNode) -> Bool = { _ in true }, _ pick: (Request) -> Value?
  ) -> Value? {
    var found: (depth: Int, value: Value)?
    for entry in requests {
      guard let value = pick(entry.request), entry.depth >= found?.depth ?? .min,
        let node = entry.node.node, includes(node)
      else { continue }
      found = (entry.depth, value)
    }
    return found?.value
  }
}
