extension Button where Label == SwiftUI.Label<Text, Image> {
  /// A button showing `title` beside the SF Symbol `systemImage` that runs `action` (iOS 17).
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, action: @escaping () -> Void
  ) {
    self.init(action: action) { SwiftUI.Label(title, systemImage: systemImage) }
  }

  /// A button of `role` showing `title` beside the SF Symbol `systemImage` (iOS 17).
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void
  ) {
    self.init(role: role, action: action) { SwiftUI.Label(title, systemImage: systemImage) }
  }

  /// A button showing `title` beside the app's image `image` that runs `action` (iOS 17).
  public init<S: StringProtocol>(_ title: S, image: String, action: @escaping () -> Void) {
    self.init(action: action) { SwiftUI.Label(title, image: image) }
  }
}
