extension Array {
  /// Removes every element and keeps the storage for the next fill, from the end.
  ///
  /// For lists a frame fills and empties again on every step (scroll events, a SwiftUI node's
  /// children, the sizes a layout pass asks for): `removeAll(keepingCapacity: true)` goes
  /// through the general `replaceSubrange`, about 85 instructions a call, and these lists hold a
  /// few elements, or none.
  @inlinable
  package mutating func removeAllKeepingStorage() {
    while !isEmpty { removeLast() }
  }
}
