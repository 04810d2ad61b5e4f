/// Follows a button's press on its view: a ``ButtonPressRecognizer``, kept from update to
/// update, reporting to the button's state.
nonisolated struct ButtonPressModifier: PrimitiveModifier, PassThroughLayout {
  /// Whether the press is followed: the button is enabled and a style reads the press.
  let isTracking: Bool
  /// Called with the press as it changes.
  let onChange: (Bool) -> Void

  func update(_ node: ViewNode) {
    node.layout = self
    let recognizer = node.modifierState(ButtonPressRecognizer.self) { ButtonPressRecognizer() }
    recognizer.onChange = onChange
    // Disabling releases a press in progress (the recognizer resets).
    if recognizer.isEnabled != isTracking { recognizer.isEnabled = isTracking }
  }

  func render(_ view: UIView, node: ViewNode) {
    let recognizer = node.modifierState(ButtonPressRecognizer.self) { ButtonPressRecognizer() }
    if recognizer.view !== view { view.addGestureRecognizer(recognizer) }
  }
}
