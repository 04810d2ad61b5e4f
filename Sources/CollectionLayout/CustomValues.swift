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

  private var entries: [Entry] = []

  /// Creates an empty set of custom values.
  public init() {}

  /// The value named `name`, or `nil`; assigning `nil` removes it.
  ///
  /// - Complexity: O(*k*) for *k* values (a handful at most).
  public subscript(name: CustomValueName) -> Double? {
    get { entries.first { $0.name == name }?.value }
    set {
      let index = entries.firstIndex { $0.name >= name } ?? entries.endIndex
      let exists = index < entries.endIndex && entries[index].name == name
      switch (newValue, exists) {
      case (let value?, true): entries[index].value = value
      case (let value?, false):
        // Appending is the common case (names set in order) and skips insert's general path.
        if index == entries.endIndex {
          entries.append(Entry(name: name, value: value))
        } else {
          entries.insert(Entry(name: name, value: value), at: index)
        }
      case (nil, true): entries.remove(at: index)
      case (nil, false): break
      }
    }
  }

  /// Whether there are no custom values.
  public var isEmpty: Bool { entries.isEmpty }

  /// How many values there are (exact).
  public var underestimatedCount: Int { entries.count }

  /// The values in ascending name order.
  public func makeIterator() -> IndexingIterator<[Entry]> {
    entries.makeIterator()
  }
}
