nonisolated extension View {
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
    modifier(GestureModifier(gesture: gesture, priority: .normal))
  }

  /// Recognizes `gesture` on this view while `isEnabled` (iOS 18); disabled, the gesture keeps
  /// its place and state but recognizes nothing, as when the view is disabled.
  public func gesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> some View {
    modifier(GestureModifier(gesture: gesture, priority: .normal, isEnabled: isEnabled))
  }

  /// Recognizes `gesture` on this view at the same time as the gestures inside it.
  public func simultaneousGesture<G: Gesture>(_ gesture: G) -> some View {
    modifier(GestureModifier(gesture: gesture, priority: .simultaneous))
  }

  /// Recognizes `gesture` on this view before the gestures inside it, which wait for it to
  /// fail.
  public func highPriorityGesture<G: Gesture>(_ gesture: G) -> some View {
    modifier(GestureModifier(gesture: gesture, priority: .high))
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

/// A gesture on a view: UIKit recognizers on the view's own platform view, turned off while the
/// environment disables the view (Apple, "disabled(_:)": "Adds a condition that controls whether
/// users can interact with this view").
nonisolated struct GestureModifier<G: Gesture>: PrimitiveModifier, PassThroughLayout {
  /// How the gesture ranks beside the gestures of the views inside.
  enum Priority { case normal, simultaneous, high }

  let gesture: G
  let priority: Priority
  /// Whether the gesture recognizes at all (`gesture(_:isEnabled:)`).
  var isEnabled = true

  func update(_ node: ViewNode) {
    node.layout = self
    let set = node.modifierState(GestureRecognizerSet.self) { GestureRecognizerSet() }
    set.store.rewind(for: node)
    let parts = gestureParts(of: gesture, with: GestureActions(), store: set.store)
    // No parts only because of nil `Optional`s is no gesture at all, not an unknown one.
    if set.store.metEndlessBody {
      node.graph.report(
        node, call: "gesture(_:)",
        "\(G.self)'s body contains itself more than \(GestureStore.maximumBodyDepth) deep")
    } else if parts.isEmpty, set.store.metUnrecognized {
      node.graph.report(
        node, call: "gesture(_:)", "\(G.self) is not a gesture the surface recognizes")
    }
    set.configure(
      parts, node: node, isSimultaneous: priority == .simultaneous,
      isHighPriority: priority == .high)
  }

  func render(_ view: UIView, node: ViewNode) {
    let set = node.modifierState(GestureRecognizerSet.self) { GestureRecognizerSet() }
    set.install(on: view)
    set.setEnabled(
      node.environment.isEnabled && !node.environment.gesturesMaskedOff && isEnabled)
  }
}
