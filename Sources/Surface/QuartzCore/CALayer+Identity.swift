// Layers compare by identity, as Core Animation's do (they are `NSObject`s there, whose
// `isEqual(_:)` is identity), so `firstIndex(of:)` and sets of layers work as on iOS.

extension CALayer: Hashable {
  /// Whether `lhs` and `rhs` are the same layer.
  public static func == (lhs: CALayer, rhs: CALayer) -> Bool { lhs === rhs }

  /// Hashes the layer's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }

  /// The keys of the layer's animations: `nil`, as headless layers hold none (Core Animation's
  /// `add(_:forKey:)` is absent; changes apply at once).
  public func animationKeys() -> [String]? { nil }
}
