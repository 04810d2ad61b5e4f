/// An alert as iOS 13 declares it, for ``View/alert(isPresented:content:)``: a title, a message
/// and one or two buttons, shown as a `UIAlertController`.
///
/// Deprecated on iOS since 15 in favour of ``View/alert(_:isPresented:actions:message:)``,
/// and still common in shipped screens.
public struct Alert {
  let title: String?
  let message: String?
  let buttons: [Button]

  /// An alert with one button, "OK" when `dismissButton` is nil.
  public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
    self.title = title.content
    self.message = message?.content
    buttons = [dismissButton ?? .default(Text("OK"))]
  }

  /// An alert with two buttons, side by side.
  public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
    self.title = title.content
    self.message = message?.content
    buttons = [primaryButton, secondaryButton]
  }

  /// One of an ``Alert``'s buttons: its title, style and action.
  public struct Button {
    let spec: AlertButtonSpec

    /// A button titled `label` that runs `action`.
    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(spec: AlertButtonSpec(title: label.content, style: .default, action: action ?? {}))
    }

    /// A cancel button titled `label`.
    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(spec: AlertButtonSpec(title: label.content, style: .cancel, action: action ?? {}))
    }

    /// A cancel button titled "Cancel".
    public static func cancel(_ action: (() -> Void)? = {}) -> Button {
      cancel(Text("Cancel"), action: action)
    }

    /// A destructive button titled `label`.
    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(
        spec: AlertButtonSpec(title: label.content, style: .destructive, action: action ?? {}))
    }
  }
}
