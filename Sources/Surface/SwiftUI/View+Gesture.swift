extension View {
  /// Recognizes `gesture` on this view; a gesture of a view inside wins over it, as in SwiftUI.
  ///
  /// ```swift
  /// import SwiftUI
  ///
  /// struct Card: View {
  ///   @State private var offset = CGSize.zero
  ///   var body: some View {
  ///     Color.blue.frame(width: 200, height: 120)
  ///       .offset(offset)
  ///       .gesture(DragGesture().onChanged { offset = $0.translation }.onEnded { _ in offset = .zero })
  ///   }
  /// }
  /// ```
  public func gesture<G: Gesture>(_ gesture: G) -> some View {
    modifier(GestureModifier(gesture: gesture, isSimultaneous: false))
  }

  /// Recognizes `gesture` on this view at the same time as the gestures inside it.
  public func simultaneousGesture<G: Gesture>(_ gesture: G) -> some View {
    modifier(GestureModifier(gesture: gesture, isSimultaneous: true))
  }

  /// Runs `action` when the view is pressed `minimumDuration` seconds without moving
  /// `maximumDistance`.
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
    perform action: @escaping () -> Void
  ) -> some View {
    gesture(
      LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
        .onEnded { _ in action() })
  }
}

/// A gesture on a view: a UIKit recognizer on the view's own platform view.
struct GestureModifier<G: Gesture>: PrimitiveModifier, PassThroughLayout {
  let gesture: G
  let isSimultaneous: Bool

  func update(_ node: ViewNode) {
    node.layout = self
    guard let recognized = gesture as? any RecognizedGesture else {
      node.graph.report(
        node, call: "gesture(_:)", "\(G.self) is not a gesture the surface recognizes")
      return
    }
    let box = node.modifierState(GestureRecognizerBox.self) { GestureRecognizerBox() }
    box.isSimultaneous = isSimultaneous
    box.configure(recognized, node: node)
  }

  func render(_ view: UIView, node: ViewNode) {
    node.modifierState(GestureRecognizerBox.self) { GestureRecognizerBox() }.install(on: view)
  }
}
