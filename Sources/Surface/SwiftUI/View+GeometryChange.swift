nonisolated extension View {
  /// Runs `action` with the value `transform` makes from this view's geometry: first after the
  /// view is laid out, then whenever the value changes (a layout, a scroll of a scroll view
  /// around it).
  ///
  /// ```swift
  /// import SwiftUI
  ///
  /// struct Measured: View {
  ///   @State private var height: CGFloat = 0
  ///   var body: some View {
  ///     Text("Hello").onGeometryChange(for: CGFloat.self) { proxy in
  ///       proxy.size.height
  ///     } action: { height = $0 }
  ///   }
  /// }
  /// ```
  public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
    action: @escaping (T) -> Void
  ) -> some View {
    modifier(
      GeometryChangeModifier(transform: transform) { old, new in
        action(new)
      } first: {
        action($0)
      })
  }

  /// Runs `action` with the old and new value `transform` makes from this view's geometry: first
  /// after the view is laid out, with the first value as both, then whenever the value changes.
  ///
  /// The first call passes the first value twice, as SwiftUI's geometry action takes the old value
  /// to be the new one when there is none yet (OpenSwiftUI's `GeometryActionBinder`, audited
  /// against SwiftUI 6.5).
  public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View {
    modifier(GeometryChangeModifier(transform: transform, changed: action) { action($0, $0) })
  }
}

/// `onGeometryChange`: the value is read whenever the view is drawn, which is after each layout
/// pass and on every scroll of a scroll view around it (the passes that redraw visual effects).
nonisolated struct GeometryChangeModifier<T: Equatable>: PrimitiveModifier, PassThroughLayout {
  let transform: (GeometryProxy) -> T
  let changed: (T, T) -> Void
  let first: (T) -> Void

  init(
    transform: @escaping (GeometryProxy) -> T, changed: @escaping (T, T) -> Void,
    first: @escaping (T) -> Void
  ) {
    self.transform = transform
    self.changed = changed
    self.first = first
  }

  func update(_ node: ViewNode) {
    node.layout = self
    let last = node.modifierState(ChangeState<T?>.self) { ChangeState(nil) }
    node.visualEffect = { [reference = node.reference] proxy in
      guard let node = reference.node else { return EffectValues() }
      let value = transform(proxy)
      let old = last.value
      last.value = value
      // After the pass that drew the view: the action may change state.
      if let old {
        if old != value { node.graph.whenUpdated { self.changed(old, value) } }
      } else {
        node.graph.whenUpdated { self.first(value) }
      }
      return EffectValues()
    }
  }
}
