// Layers compare by identity, as Core Animation's do (they are `NSObject`s there, whose
// `isEqual(_:)` is identity), so `firstIndex(of:)` and sets of layers work as on iOS.

extension CALayer: Hashable {
  /// Whether `lhs` and `rhs` are the same layer.
  public static func == (lhs: CALayer, rhs: CALayer) -> Bool { lhs === rhs }

  /// Hashes the layer's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
