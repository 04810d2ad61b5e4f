/// The typed custom values of one ``LayoutAttributes``, kept sorted by name so that equality,
/// hashing and printing never depend on insertion or dictionary order.
///
/// Custom values take part in the attributes' equality, as Apple requires of attribute subclasses
/// that override `isEqual(_:)`.
///
/// ```swift
/// var values = CustomValues()
/// values[.parallaxValue] = -0.5
/// values[.angle] = 0.1
/// Array(values.map(\.name))   // [.angle, .parallaxValue]
/// ```
public struct CustomValues: Hashable, Sendable, Sequence {
  /// One named value.
  public struct Entry: Hashable, Sendable {
    /// The value's name.
    public var name: CustomValueName
    /// The value (radians for angles, unitless ratios otherwise).
    public var value: Double
  }

  /// The value with the smallest name, held inline: most attributes carry one custom value at most,
  /// and an array would allocate for it on every layout pass.
  ///
  /// `nil` only when there are none.
  private var first: Entry?
  /// The other values, sorted by name.
  private var rest: [Entry] = []

  /// Creates an empty set of custom values.
  public init() {}

  /// The value named `name`, or `nil`; assigning `nil` removes it.
  ///
  /// - Complexity: O(*k*) for *k* values (a handful at most).
  public subscript(name: CustomValueName) -> Double? {
    get {
      if let first, first.name == name { return first.value }
      return rest.first { $0.name == name }?.value
    }
    set {
      // No value or one value: set in place, without the array.
      if rest.isEmpty {
        switch (first, newValue) {
        case (nil, nil): return
        case (nil, let value?):
          first = Entry(name: name, value: value)
          return
        case (let current?, nil):
          if current.name == name { first = nil }
          return
        case (let current?, let value?) where current.name == name:
          first = Entry(name: name, value: value)
          return
        default: break
        }
      }
      var entries = Array(self)
      let index = entries.firstIndex { $0.name >= name } ?? entries.endIndex
      let exists = index < entries.endIndex && entries[index].name == name
      switch (newValue, exists) {
      case (let value?, true): entries[index].value = value
      case (let value?, false): entries.insert(Entry(name: name, value: value), at: index)
      case (nil, true): entries.remove(at: index)
      case (nil, false): return
      }
      first = entries.first
      rest = Array(entries.dropFirst())
    }
  }

  /// Whether there are no custom values.
  public var isEmpty: Bool { first == nil }

  /// How many values there are (exact).
  public var underestimatedCount: Int { first == nil ? 0 : 1 + rest.count }

  /// The values in ascending name order.
  public func makeIterator() -> Iterator {
    Iterator(first: first, rest: rest)
  }

  /// Iterates the values in ascending name order.
  public struct Iterator: IteratorProtocol {
    private var first: Entry?
    private var rest: IndexingIterator<[Entry]>

    init(first: Entry?, rest: [Entry]) {
      self.first = first
      self.rest = rest.makeIterator()
    }

    /// The next value, or `nil` after the last.
    public mutating func next() -> Entry? {
      if let value = first {
        first = nil
        return value
      }
      return rest.next()
    }
  }
}
