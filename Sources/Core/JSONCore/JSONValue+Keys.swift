// MARK: - Duplicate and sorted keys

extension JSONValue {
  /// The value with only the last member of each key in every object, at any depth, as a
  /// dictionary keeps them; members stay in the order of those last ones.
  ///
  /// ```swift
  /// let value = JSONValue.object([("a", .number("1")), ("b", .null), ("a", .number("2"))])
  /// JSONWriter.compact(value.keepingLastOfDuplicateKeys())  // {"b":null,"a":2}
  /// ```
  package func keepingLastOfDuplicateKeys() -> JSONValue {
    switch self {
    case .array(let elements):
      return .array(elements.map { $0.keepingLastOfDuplicateKeys() })
    case .object(let members):
      return .object(
        Self.lastOfEachKey(members).map {
          (key: $0.key, value: $0.value.keepingLastOfDuplicateKeys())
        })
    default:
      return self
    }
  }

  /// The value with the members of every object, at any depth, sorted by key; the last of
  /// duplicate keys is kept, as a dictionary would keep it.
  ///
  /// ```swift
  /// let value = JSONValue.object([("b", .null), ("a", .object([("d", .null), ("c", .null)]))])
  /// JSONWriter.compact(value.sortingKeys { $0.utf8.lexicographicallyPrecedes($1.utf8) })
  /// // {"a":{"c":null,"d":null},"b":null}
  /// ```
  ///
  /// - Parameter areInIncreasingOrder: Whether the first key comes before the second.
  package func sortingKeys(by areInIncreasingOrder: (String, String) -> Bool) -> JSONValue {
    switch self {
    case .array(let elements):
      return .array(elements.map { $0.sortingKeys(by: areInIncreasingOrder) })
    case .object(let members):
      return .object(
        Self.lastOfEachKey(members)
          .map { (key: $0.key, value: $0.value.sortingKeys(by: areInIncreasingOrder)) }
          .sorted { areInIncreasingOrder($0.key, $1.key) })
    default:
      return self
    }
  }

  /// The value with the members of every object, at any depth, sorted by the UTF-8 bytes of
  /// their keys (the order `JSONEncoder`'s `.sortedKeys` writes); the last of duplicate keys is
  /// kept.
  ///
  /// ```swift
  /// let value = JSONValue.object([("b", .null), ("B", .null), ("a", .null)])
  /// JSONWriter.compact(value.sortingKeys())  // {"B":null,"a":null,"b":null}
  /// ```
  package func sortingKeys() -> JSONValue {
    sortingKeys { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }

  /// The last member of each key, in their order.
  private static func lastOfEachKey(_ members: [(key: String, value: JSONValue)])
    -> [(key: String, value: JSONValue)]
  {
    var lastIndex: [String: Int] = [:]
    for (index, member) in members.enumerated() { lastIndex[member.key] = index }
    guard lastIndex.count < members.count else { return members }
    return members.enumerated().filter { lastIndex[$0.element.key] == $0.offset }.map(\.element)
  }
}
