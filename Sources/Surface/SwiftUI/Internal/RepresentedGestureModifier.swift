/// `gesture(_:)` with a ``UIGestureRecognizerRepresentable``: the recognizer it makes, on the
/// node's view.
nonisolated struct RepresentedGestureModifier<Representable: UIGestureRecognizerRepresentable>:
  PrimitiveModifier, PassThroughLayout
{
  let representable: Representable

  func update(_ node: ViewNode) {
    node.layout = self
    let gesture = state(of: node)
    gesture.representable = representable
    gesture.environment = node.environment
    gesture.needsUpdate = true
  }

  func render(_ view: UIView, node: ViewNode) {
    let gesture = state(of: node)
    gesture.install(on: view)
    gesture.recognizer?.isEnabled = node.environment.isEnabled
  }

  /// The node's recognizer state, made on first use.
  private func state(of node: ViewNode) -> RepresentedGesture<Representable> {
    node.modifierState(RepresentedGesture<Representable>.self) {
      RepresentedGesture(node: node.reference)
    }
  }
}

/// A representable's coordinator and recognizer, kept while its view is.
final class RepresentedGesture<Representable: UIGestureRecognizerRepresentable> {
  var representable: Representable?
  var environment = EnvironmentValues()
  /// Whether the representable was made again since the recognizer was last updated.
  var needsUpdate = false
  private(set) var recognizer: Representable.UIGestureRecognizerType?
  private var coordinator: Representable.Coordinator?
  private weak var installedOn: UIView?
  private let conversion: GestureConversion

  init(node: NodeReference) { conversion = GestureConversion(node: node) }

  private var converter: UIGestureRecognizerRepresentableCoordinateSpaceConverter {
    UIGestureRecognizerRepresentableCoordinateSpaceConverter(conversion: conversion)
  }

  private func context(_ coordinator: Representable.Coordinator) -> Representable.Context {
    UIGestureRecognizerRepresentableContext(
      coordinator: coordinator, converter: converter, environment: environment)
  }

  /// Makes the coordinator and the recognizer on first use, puts the recognizer on `view`, and
  /// updates it when the representable changed.
  func install(on view: UIView) {
    guard let representable else { return }
    let coordinator = self.coordinator ?? representable.makeCoordinator(converter: converter)
    self.coordinator = coordinator
    let recognizer: Representable.UIGestureRecognizerType
    if let made = self.recognizer {
      recognizer = made
      if needsUpdate {
        representable.updateUIGestureRecognizer(made, context: context(coordinator))
      }
    } else {
      recognizer = representable.makeUIGestureRecognizer(context: context(coordinator))
      conversion.recognizer = recognizer
      recognizer.addAction { [weak self] _ in self?.handleAction() }
      self.recognizer = recognizer
    }
    needsUpdate = false
    guard installedOn !== view else { return }
    installedOn?.removeGestureRecognizer(recognizer)
    view.addGestureRecognizer(recognizer)
    installedOn = view
  }

  private func handleAction() {
    guard let representable, let recognizer, let coordinator else { return }
    representable.handleUIGestureRecognizerAction(recognizer, context: context(coordinator))
  }
}
