import HapticTapeSwiftUI
import HeadlessRuntime

// What the transition tests share: one turn that shows or hides the box, and the box as drawn.

/// Sets `shown` in one turn inside `withAnimation(animation)` (none: a plain change).
func showBox(
  _ shown: Bool, _ model: TransitionModel, _ runtime: HeadlessRuntime,
  animation: Animation? = .linear(duration: 1)
) {
  runTurn(runtime) {
    if let animation {
      withAnimation(animation) { model.shown = shown }
    } else {
      model.shown = shown
    }
  }
}

/// The view named `identifier` under `root`.
func viewNamed(_ identifier: String, in root: UIView) -> UIView? {
  if root.accessibilityIdentifier == identifier { return root }
  for subview in root.subviews {
    if let found = viewNamed(identifier, in: subview) { return found }
  }
  return nil
}

/// The box's opacity as drawn: the product of its and its ancestors' alphas.
func drawnBoxOpacity(in root: UIView) -> Double? {
  var current = viewNamed("box", in: root)
  guard current != nil else { return nil }
  var opacity = 1.0
  while let shown = current {
    opacity *= Double(shown.alpha)
    current = shown.superview
  }
  return opacity
}
