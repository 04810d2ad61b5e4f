import Foundation

/// An alert controller's view: it covers the window, so it takes every touch while the alert
/// is shown, and holds a button for each action where iOS puts it (``AlertLayout``); a tap that
/// lifts on a button chooses its action.
final class AlertView: UIView {
  private weak var controller: UIAlertController?
  private var buttons: [(action: UIAlertAction, button: UIButton)] = []

  init(controller: UIAlertController) {
    self.controller = controller
    super.init(frame: UIScreen.main.bounds)
    autoresizingMask = [.flexibleWidth, .flexibleHeight]
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    guard let controller else { return }
    let actions = controller.actions
    if buttons.count != actions.count
      || zip(buttons, actions).contains(where: { $0.0.action !== $0.1 })
    {
      for (_, button) in buttons { button.removeFromSuperview() }
      buttons = actions.map { action in (action, makeButton(for: action)) }
    }
    let layout = AlertLayout(
      isSheet: controller.preferredStyle == .actionSheet, title: controller.title,
      message: controller.message, styles: actions.map(\.style), in: bounds,
      safeArea: safeAreaInsets)
    for ((action, button), frame) in zip(buttons, layout.buttonFrames) {
      button.frame = frame
      button.isEnabled = action.isEnabled
    }
  }

  /// A button titled as `action` that chooses it.
  private func makeButton(for action: UIAlertAction) -> UIButton {
    let button = UIButton(type: .system)
    button.setTitle(action.title, for: .normal)
    button.accessibilityIdentifier = action.title
    button.addAction(
      UIAction { [weak self, weak action] _ in
        guard let action else { return }
        self?.controller?.headlessChoose(action)
      }, for: .touchUpInside)
    addSubview(button)
    return button
  }
}
