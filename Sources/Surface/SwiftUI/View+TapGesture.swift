extension View {
  /// Runs `action` when the view is tapped `count` times.
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
    modifier(TapGestureModifier(count: count, coordinateSpace: .local) { _ in action() })
  }

  /// Runs `action` with the tap's location in `coordinateSpace` when the view is tapped
  /// `count` times.
  public func onTapGesture(
    count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
    perform action: @escaping (CGPoint) -> Void
  ) -> some View {
    modifier(
      TapGestureModifier(
        count: count, coordinateSpace: coordinateSpace.coordinateSpace, action: action))
  }
}

/// A tap: a UIKit tap recognizer on the view, so that it takes part in UIKit's arbitration with
/// the scroll views around it, as SwiftUI's gestures do on iOS.
struct TapGestureModifier: PrimitiveModifier, PassThroughLayout {
  let count: Int
  let coordinateSpace: CoordinateSpace
  let action: (CGPoint) -> Void

  func update(_ node: ViewNode) {
    node.layout = self
    let recognizer = node.modifierState(TapRecognizerBox.self) { TapRecognizerBox() }
    recognizer.count = max(count, 1)
    recognizer.action = { [weak node] location in
      guard let node else { return }
      action(node.convert(location, to: coordinateSpace))
    }
  }

  func render(_ view: UIView, node: ViewNode) {
    let box = node.modifierState(TapRecognizerBox.self) { TapRecognizerBox() }
    box.install(on: view)
  }
}

/// The tap recognizer a tap modifier keeps on its view.
final class TapRecognizerBox {
  var count = 1
  var action: (CGPoint) -> Void = { _ in }
  private var recognizer: UITapGestureRecognizer?

  func install(on view: UIView) {
    if let recognizer, recognizer.view === view {
      recognizer.numberOfTapsRequired = count
      return
    }
    let made = UITapGestureRecognizer()
    made.numberOfTapsRequired = count
    made.addAction { [weak self] recognizer in
      guard let self, recognizer.state == .ended, let view = recognizer.view else { return }
      self.action(recognizer.location(in: view))
    }
    view.addGestureRecognizer(made)
    recognizer = made
  }
}
