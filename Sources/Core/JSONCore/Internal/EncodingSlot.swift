/// A place an encoder writes one value into, filled in after the container that holds it was
/// handed out; a class because `Encoder` containers write back into their parents.
final class EncodingSlot {
  private enum Kind {
    case empty
    case value(JSONValue)
    case object
    case array
  }

  private var kind = Kind.empty
  /// Object keys in the order first encoded, and their slots.
  private var keys: [String] = []
  private var members: [EncodingSlot] = []
  /// Where each key is, once the object is too large to search (``searchLimit``).
  private var index: [String: Int] = [:]
  private var elements: [EncodingSlot] = []

  /// The most members searched one by one; beyond, a dictionary finds them.
  // source: ours — configurations have up to about 20 keys; hashing costs more below that
  private static let searchLimit = 16

  /// The finished value, or `nil` when nothing was encoded here.
  var tree: JSONValue? {
    switch kind {
    case .empty: return nil
    case .value(let value): return value
    // A member or element that encoded nothing is an empty object, as `JSONEncoder` writes it.
    case .object:
      return .object(zip(keys, members).map { ($0, $1.tree ?? .object([])) })
    case .array:
      return .array(elements.map { $0.tree ?? .object([]) })
    }
  }

  /// Stores a single value, replacing whatever was here.
  func store(_ value: JSONValue) {
    kind = .value(value)
  }

  /// Makes the value here an object, keeping its members if it already is one.
  func makeObject() {
    if case .object = kind { return }
    kind = .object
    keys = []
    members = []
    index = [:]
  }

  /// The slot for `key` of the object here (made an object first when it is not one).
  func member(_ key: String) -> EncodingSlot {
    makeObject()
    let found = keys.count <= Self.searchLimit ? keys.firstIndex(of: key) : index[key]
    if let found { return members[found] }
    let slot = EncodingSlot()
    keys.append(key)
    members.append(slot)
    if keys.count > Self.searchLimit {
      if index.isEmpty {
        for (position, name) in keys.enumerated() { index[name] = position }
      } else {
        index[key] = keys.count - 1
      }
    }
    return slot
  }

  /// Makes the value here an array, keeping its elements if it already is one.
  func makeArray() {
    if case .array = kind { return }
    kind = .array
    elements = []
  }

  /// A new slot at the end of the array here (made an array first when it is not one).
  func appendElement() -> EncodingSlot {
    makeArray()
    let slot = EncodingSlot()
    elements.append(slot)
    return slot
  }

  /// The number of elements of the array here.
  var elementCount: Int { elements.count }
}
