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
  /// Object keys in the order first encoded.
  private var keys: [String] = []
  private var members: [String: EncodingSlot] = [:]
  private var elements: [EncodingSlot] = []

  /// The finished value, or `nil` when nothing was encoded here.
  var tree: JSONValue? {
    switch kind {
    case .empty: return nil
    case .value(let value): return value
    // A member or element that encoded nothing is an empty object, as `JSONEncoder` writes it.
    case .object:
      return .object(keys.map { key in (key, members[key]?.tree ?? .object([])) })
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
    members = [:]
  }

  /// The slot for `key` of the object here (made an object first when it is not one).
  func member(_ key: String) -> EncodingSlot {
    makeObject()
    if let slot = members[key] { return slot }
    let slot = EncodingSlot()
    keys.append(key)
    members[key] = slot
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
