import UIKit

/// The value an `anchorPreference` node sets for its key, made from the node's frame in the
/// hosting view when the preference is read.
final class ComputedPreferenceSource<Key: PreferenceKey> {
  var make: (CGRect) -> Key.Value
  init(_ make: @escaping (CGRect) -> Key.Value) { self.make = make }
}

/// `anchorPreference(key:value:transform:)`: the node holds how its value is made from its
/// frame; its content is laid out as without it.
nonisolated struct AnchorPreferenceWriter<Key: PreferenceKey>: PrimitiveModifier,
  PassThroughLayout
{
  let make: (CGRect) -> Key.Value

  func update(_ node: ViewNode) {
    node.layout = self
    node.modifierState(ComputedPreferenceSource<Key>.self) { ComputedPreferenceSource(make) }
      .make = make
  }
}

/// `transformAnchorPreference(key:value:transform:)`: the node holds the change, given its
/// frame in the hosting view when the preference is read.
nonisolated struct AnchorPreferenceTransformer<Key: PreferenceKey>: PrimitiveModifier,
  PassThroughLayout
{
  let transform: (inout Key.Value, CGRect) -> Void

  func update(_ node: ViewNode) {
    node.layout = self
    let transform = transform
    let change: (inout Key.Value) -> Void = { [reference = node.reference] value in
      transform(&value, reference.node?.frame(in: .global) ?? .zero)
    }
    node.modifierState(PreferenceTransform<Key>.self) { PreferenceTransform(change) }
      .transform = change
  }
}
