/// The keys a collection view's layout pass has seen, so that a layout's repeats are dropped.
///
/// Kept in a list while the pass checks few elements (comparing a handful of index paths costs
/// less than hashing each one: a third of the check's instructions were hashing), in a set
/// beyond. The storage is kept from pass to pass.
struct SeenKeys<Key: Hashable> {
  private var set = Set<Key>()
  private var list: [Key] = []
  private var usesSet = false

  /// Forgets every key, keeping the storage, for a pass over `count` elements.
  mutating func reset(forCount count: Int, listLimit: Int) {
    // Emptied only when used: most passes fill the list and leave the set empty.
    if !set.isEmpty { set.removeAll(keepingCapacity: true) }
    if !list.isEmpty { list.removeAll(keepingCapacity: true) }
    usesSet = count > listLimit
  }

  /// Notes `key`; false when it was seen already in this pass.
  mutating func insert(_ key: Key) -> Bool {
    if usesSet { return set.insert(key).inserted }
    guard !list.contains(key) else { return false }
    list.append(key)
    return true
  }
}
