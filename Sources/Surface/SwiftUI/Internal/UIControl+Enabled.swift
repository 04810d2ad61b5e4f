extension UIControl {
  /// Enables the control as the environment says: inside `disabled(true)` it tracks no touch.
  func followEnabled(of environment: EnvironmentValues) {
    if isEnabled != environment.isEnabled { isEnabled = environment.isEnabled }
  }
}
