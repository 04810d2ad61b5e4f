nonisolated extension View {
  /// Runs `action` when the view joins the graph (after the update that added it).
  ///
  /// In a row of a lazy stack, a lazy grid or a `List` in a scroll view, the view appears when
  /// its row comes into the scroll view's bounds, and again each time it comes back.
  public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    modifier(AppearanceModifier(appear: action, disappear: nil))
  }
  /// Runs `action` when the view leaves the graph.
  ///
  /// In a row of a lazy stack, a lazy grid or a `List` in a scroll view, also when the row
  /// leaves the scroll view's bounds.
  public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    modifier(AppearanceModifier(appear: nil, disappear: action))
  }
  /// Runs `action` with the old and new values when `value` changes (and once when the view
  /// appears, with `initial`).
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View {
    modifier(ChangeModifier(value: value, initial: initial, action: action))
  }
  /// Runs `action` when `value` changes (and once when the view appears, with `initial`).
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some View {
    modifier(ChangeModifier(value: value, initial: initial) { _, _ in action() })
  }
  /// Runs `action` with the new value when `value` changes: iOS 14's form, deprecated in iOS 17
  /// and still common.
  public func onChange<V: Equatable>(
    of value: V, perform action: @escaping (_ newValue: V) -> Void
  ) -> some View {
    modifier(ChangeModifier(value: value, initial: false) { _, new in action(new) })
  }
}

/// Whether the node has appeared yet, and its presence in a lazy container's row.
final class AppearanceState {
  var hasAppeared = false
  var presence: LazyPresence?
}

nonisolated struct AppearanceModifier: PrimitiveModifier {
  let appear: (() -> Void)?
  let disappear: (() -> Void)?
  func update(_ node: ViewNode) {
    node.role = .list
    var isNew = false
    let state = node.modifierState(AppearanceState.self) {
      isNew = true
      return AppearanceState()
    }
    if isNew { state.presence = node.graph.lazyPresence(of: node) }
    // In a lazy container's row, the actions follow the row in and out of view (the latest
    // closures, as each update brings them).
    if let presence = state.presence {
      presence.show = appear ?? {}
      presence.hide = disappear ?? {}
      node.disappearActions = [presence.leave]
      return
    }
    if let disappear { node.disappearActions = [disappear] }
    guard !state.hasAppeared else { return }
    state.hasAppeared = true
    if let appear { node.graph.whenUpdated(appear) }
  }
}

/// The value `onChange` compared last.
final class ChangeState<V> {
  var value: V
  init(_ value: V) { self.value = value }
}

nonisolated struct ChangeModifier<V: Equatable>: PrimitiveModifier {
  let value: V
  let initial: Bool
  let action: (V, V) -> Void
  func update(_ node: ViewNode) {
    node.role = .list
    var isNew = false
    let state = node.modifierState(ChangeState<V>.self) {
      isNew = true
      return ChangeState(value)
    }
    if isNew {
      if initial {
        let value = value
        node.graph.whenUpdated { action(value, value) }
      }
      return
    }
    guard state.value != value else { return }
    let old = state.value
    state.value = value
    let new = value
    node.graph.whenUpdated { action(old, new) }
  }
}
