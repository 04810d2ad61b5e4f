/// The value a `preference(key:value:)` node sets for its key.
final class PreferenceSource<Key: PreferenceKey> {
  var value: Key.Value
  init(_ value: Key.Value) { self.value = value }
}

/// The change a `transformPreference` node makes to its key's value.
final class PreferenceTransform<Key: PreferenceKey> {
  var transform: (inout Key.Value) -> Void
  init(_ transform: @escaping (inout Key.Value) -> Void) { self.transform = transform }
}

/// The value an `onPreferenceChange` node last passed to its action (nil before the first).
final class PreferenceSeen<Key: PreferenceKey> {
  var value: Key.Value?
}

/// `preference(key:value:)`: the node holds the value; its content is laid out as without it.
nonisolated struct PreferenceWriter<Key: PreferenceKey>: PrimitiveModifier, PassThroughLayout {
  let value: Key.Value

  func update(_ node: ViewNode) {
    node.layout = self
    node.modifierState(PreferenceSource<Key>.self) { PreferenceSource(value) }.value = value
  }
}

/// `transformPreference`: the node holds the change.
nonisolated struct PreferenceTransformer<Key: PreferenceKey>: PrimitiveModifier, PassThroughLayout {
  let transform: (inout Key.Value) -> Void

  func update(_ node: ViewNode) {
    node.layout = self
    node.modifierState(PreferenceTransform<Key>.self) { PreferenceTransform(transform) }
      .transform = transform
  }
}

/// `onPreferenceChange`: the combined value is read whenever the node is drawn (after each layout
/// pass, and after the update a scroll causes when it moves a `GeometryReader` inside); the action
/// runs after that pass when the value differs from the last one it was given.
nonisolated struct PreferenceReader<Key: PreferenceKey>: PrimitiveModifier, PassThroughLayout
where Key.Value: Equatable {
  let action: (Key.Value) -> Void

  func update(_ node: ViewNode) {
    node.layout = self
    let seen = node.modifierState(PreferenceSeen<Key>.self) { PreferenceSeen() }
    node.visualEffect = { [reference = node.reference] _ in
      guard let node = reference.node else { return EffectValues() }
      let value = node.preferenceValue(Key.self) ?? Key.defaultValue
      if seen.value != value {
        seen.value = value
        node.graph.whenUpdated { self.action(value) }
      }
      return EffectValues()
    }
  }
}

extension ViewNode {
  /// The value of `key` this node passes up, or nil when nothing under it sets one: its own
  /// `preference` value (or `anchorPreference` value, made from its frame now) if it has one, else its children's in order, the first as it is and each
  /// later one reduced into it, then its `transformPreference` change.
  func preferenceValue<Key: PreferenceKey>(_ key: Key.Type) -> Key.Value? {
    if let source = modifierState[ObjectIdentifier(PreferenceSource<Key>.self)]
      as? PreferenceSource<Key>
    {
      return source.value
    }
    if let source = modifierState[ObjectIdentifier(ComputedPreferenceSource<Key>.self)]
      as? ComputedPreferenceSource<Key>
    {
      return source.make(frame(in: .global))
    }
    var combined: Key.Value?
    for child in children {
      guard let next = child.preferenceValue(Key.self) else { continue }
      if var value = combined {
        Key.reduce(value: &value) { next }
        combined = value
      } else {
        combined = next
      }
    }
    if let change = modifierState[ObjectIdentifier(PreferenceTransform<Key>.self)]
      as? PreferenceTransform<Key>
    {
      var value = combined ?? Key.defaultValue
      change.transform(&value)
      return value
    }
    return combined
  }
}
