/// A view an alert shows as a button: a `Button`, or one with modifiers.
protocol AlertButtonConvertible {
  var alertButton: AlertButtonSpec? { get }
}

extension Button: AlertButtonConvertible {
  var alertButton: AlertButtonSpec? {
    AlertButtonSpec(
      title: (label as? any PlainTextContent)?.plainText, style: AlertButtonSpec.style(for: role),
      action: action)
  }
}

extension ModifiedContent: AlertButtonConvertible {
  var alertButton: AlertButtonSpec? { (content as? any AlertButtonConvertible)?.alertButton }
}

extension AnyView: AlertButtonConvertible {
  var alertButton: AlertButtonSpec? { (view as? any AlertButtonConvertible)?.alertButton }
}
