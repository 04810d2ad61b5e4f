import UIKit

/// The value a preference layer was last made from.
final class PreferenceLayerState<Key: PreferenceKey> {
  var value: Key.Value?
}

/// `overlayPreferenceValue` and `backgroundPreferenceValue`: the modified view sizes the pair;
/// the layer, made from the value of the key set inside the modified view, is offered that size.
///
/// The layer is made at each update from the value last read, and again in the layout pass
/// once the modified view is placed, when the value read then differs (or cannot be compared).
nonisolated struct PreferenceLayerModifier<Key: PreferenceKey, Layer: View>: PrimitiveModifier,
  NodeLayout
{
  /// The layer's key under the node (the modified view's is 0).
  static var layerKey: ChildKey { 1 }
  let transform: (Key.Value) -> Layer
  let alignment: Alignment
  let isBehind: Bool

  func update(_ node: ViewNode) {
    node.layout = self
    // Drawn in the order updated: a background first, an overlay after the view.
    if isBehind { updateLayer(node) }
  }

  func updateAfterContent(_ node: ViewNode) {
    if !isBehind { updateLayer(node) }
  }

  private func updateLayer(_ node: ViewNode) {
    let state = node.modifierState(PreferenceLayerState<Key>.self) { PreferenceLayerState() }
    let value = state.value ?? Key.defaultValue
    node.updateChild(key: Self.layerKey, with: PreferenceLayerHost(layer: transform(value)))
  }

  /// The value of the key the modified view passes up.
  private func contentValue(_ node: ViewNode) -> Key.Value {
    node.children.first { $0.key == 0 }?.preferenceValue(Key.self) ?? Key.defaultValue
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    node.layoutNodes(ofChild: 0).groupSize(for: proposal)
  }

  func placeChildren(in size: CGSize, node: ViewNode) {
    let rect = CGRect(origin: .zero, size: size)
    node.layoutNodes(ofChild: 0).placeGroup(
      in: rect, alignment: .center, rightToLeft: node.isRightToLeft)
    // The modified view is placed: the values made from frames (anchors) are its new ones.
    let state = node.modifierState(PreferenceLayerState<Key>.self) { PreferenceLayerState() }
    let value = contentValue(node)
    if state.value.map({ !EquatableValue.same($0, value) }) ?? true {
      state.value = value
      if let host = node.children.first(where: { $0.key == Self.layerKey }) {
        let layer = node.graph.tracking(node) { transform(value) }
        host.setNeedsRender()
        host.updateChildren { host.updateChild(key: 0, with: layer) }
      }
    }
    node.layoutNodes(ofChild: Self.layerKey).placeGroup(
      in: rect, alignment: alignment, rightToLeft: node.isRightToLeft)
  }
}

/// The layer of a preference layer, in a node of its own so that the layout pass can make it
/// again without the modified view.
nonisolated struct PreferenceLayerHost<Layer: View>: View, PrimitiveView, PassThroughLayout {
  let layer: Layer
  var body: Never { primitiveBody(of: Self.self) }

  func update(_ node: ViewNode) {
    node.layout = self
    node.updateChild(key: 0, with: layer)
  }
}
