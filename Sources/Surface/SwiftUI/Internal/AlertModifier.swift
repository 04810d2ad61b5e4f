import UIKit

/// `alert` and `confirmationDialog`: presents a `UIAlertController` of the buttons while the
/// binding wants it; choosing a button sets the binding false, then runs its action.
nonisolated struct AlertModifier: PrimitiveModifier {
  let isPresented: Bool
  /// Sets the binding so the alert is no longer wanted.
  let dismissed: () -> Void
  let title: String?
  let message: String?
  let buttons: () -> [AlertButtonSpec]
  let style: UIAlertController.Style

  /// Presented while `isPresented` is true.
  init(
    _ isPresented: Binding<Bool>, title: String?, message: String?,
    style: UIAlertController.Style, buttons: @escaping () -> [AlertButtonSpec]
  ) {
    self.isPresented = isPresented.wrappedValue
    dismissed = { isPresented.wrappedValue = false }
    self.title = title
    self.message = message
    self.style = style
    self.buttons = buttons
  }

  /// Presented while `item` is not nil; choosing a button sets it to nil.
  init<Item>(
    _ item: Binding<Item?>, title: String?, message: String?,
    style: UIAlertController.Style, buttons: @escaping () -> [AlertButtonSpec]
  ) {
    isPresented = item.wrappedValue != nil
    dismissed = { item.wrappedValue = nil }
    self.title = title
    self.message = message
    self.style = style
    self.buttons = buttons
  }

  func update(_ node: ViewNode) {
    node.role = .list
    let presentation = node.modifierState(AlertPresentation.self) { AlertPresentation() }
    presentation.update(self, node: node)
  }

  /// The buttons UIKit shows: the declared ones, with the one iOS adds when none would
  /// dismiss (an alert with no buttons gets "OK"; a dialog with no cancel button "Cancel").
  var shownButtons: [AlertButtonSpec] {
    var declared = buttons()
    if style == .alert, declared.isEmpty {
      declared.append(AlertButtonSpec(title: "OK", style: .default, action: {}))
    }
    if style == .actionSheet, !declared.contains(where: { $0.style == .cancel }) {
      declared.append(AlertButtonSpec(title: "Cancel", style: .cancel, action: {}))
    }
    return declared
  }
}
