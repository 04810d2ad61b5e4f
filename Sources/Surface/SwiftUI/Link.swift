import Foundation

/// A button that opens a URL with the environment's `openURL` action when tapped.
///
/// The system's action opens nothing headless; an app's own (`environment(\.openURL, …)`)
/// gets the URL, as on iOS.
nonisolated public struct Link<Label: View>: View {
  let destination: URL
  let label: Label
  @Environment(\.openURL) private var openURL

  /// A link to `destination` showing `label`.
  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }

  /// A button that opens the destination.
  public var body: some View {
    let openURL = openURL
    let destination = destination
    return Button(action: { openURL(destination) }) { label }
  }
}

extension Link where Label == Text {
  /// A link to `destination` titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.init(destination: destination) { Text(title) }
  }

  /// A link to `destination` titled by the key `titleKey`.
  public init(_ titleKey: LocalizedStringKey, destination: URL) {
    self.init(destination: destination) { Text(titleKey) }
  }
}
