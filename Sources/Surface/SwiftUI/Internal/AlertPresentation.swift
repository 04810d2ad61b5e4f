import HeadlessRuntime
import UIKit

/// What an `alert` modifier keeps: the alert it presented and the modifier's latest value.
final class AlertPresentation {
  private var controller: UIAlertController?
  private var modifier: AlertModifier?
  private var isScheduled = false
  /// The modifier's node, without the side table a weak reference would give it.
  private var node: NodeReference?

  func update(_ modifier: AlertModifier, node: ViewNode) {
    self.node = node.reference
    self.modifier = modifier
    guard modifier.isPresented != (controller != nil), !isScheduled else { return }
    // Presented after the update, as a sheet is (`SheetPresentation`).
    isScheduled = true
    _ = HeadlessRuntime.current?.schedule(after: .appRequested(seconds: 0)) { [weak self] in
      self?.isScheduled = false
      self?.settle()
    }
  }

  /// Presents or dismisses the alert to match what the binding wants.
  private func settle() {
    guard let modifier else { return }
    if modifier.isPresented, controller == nil {
      guard let node = node?.node,
        let presenter = node.presenter(
          for: modifier.style == .alert ? "alert" : "confirmationDialog")
      else { return }
      let alert = UIAlertController(
        title: modifier.title, message: modifier.message, preferredStyle: modifier.style)
      for button in modifier.shownButtons {
        alert.addAction(
          UIAlertAction(title: button.title, style: button.style) { [weak self] _ in
            self?.controller = nil
            modifier.dismissed()
            button.action()
          })
      }
      presenter.present(alert, animated: true)
      if alert.presentingViewController != nil { controller = alert }
    } else if !modifier.isPresented, let alert = controller {
      controller = nil
      alert.dismiss(animated: true)
    }
  }
}
