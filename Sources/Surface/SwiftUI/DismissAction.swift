/// Dismisses the view it is read in: in a navigation stack, pops the view and those above it.
///
/// Read it with `@Environment(\.dismiss)`; outside a pushed view it does nothing.
public struct DismissAction {
  /// Whether a view that shows this one set it: a navigation stack for a pushed view, a sheet.
  let presents: Bool
  let action: () -> Void

  init(presents: Bool = true, action: @escaping () -> Void) {
    self.presents = presents
    self.action = action
  }

  /// Dismisses the view.
  public func callAsFunction() { action() }
}

private enum DismissActionKey: EnvironmentKey {
  static var defaultValue: DismissAction { DismissAction(presents: false) {} }
}

extension EnvironmentValues {
  /// Dismisses the view it is read in.
  public var dismiss: DismissAction { self[DismissActionKey.self] }

  /// Whether the view it is read in is presented: pushed onto a navigation stack or shown in a
  /// sheet (a stack's root and a screen's own view are not).
  public var isPresented: Bool { self[DismissActionKey.self].presents }

  /// iOS 13's form of ``isPresented`` and ``dismiss``, which Apple deprecates and public code
  /// still reads (`presentationMode.wrappedValue.dismiss()`); setting it changes nothing.
  public var presentationMode: Binding<PresentationMode> {
    let mode = PresentationMode(action: self[DismissActionKey.self])
    return Binding(get: { mode }, set: { _ in })
  }

  /// What `dismiss` does, set by the view that shows the one it is read in.
  var dismissAction: DismissAction {
    get { self[DismissActionKey.self] }
    set { self[DismissActionKey.self] = newValue }
  }
}
