import UIKit

/// One button of an alert or confirmation dialog, as the `UIAlertController` shows it: a
/// `Button`'s title, its role as the action's style, and its action.
nonisolated struct AlertButtonSpec {
  let title: String?
  let style: UIAlertAction.Style
  let action: () -> Void

  /// The buttons `actions` declares, in order; views that are not buttons are left out.
  static func buttons(in actions: some View) -> [AlertButtonSpec] {
    SubviewsCollection(actions).compactMap { subview in
      (subview.content as? any AlertButtonConvertible)?.alertButton
    }
  }

  /// The action's style for `role`.
  static func style(for role: ButtonRole?) -> UIAlertAction.Style {
    switch role {
    case .cancel?: .cancel
    case .destructive?: .destructive
    default: .default
    }
  }
}
