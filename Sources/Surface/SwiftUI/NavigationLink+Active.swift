extension NavigationLink {
  /// A link that pushes `destination` while `isActive` is true (iOS 13, deprecated in iOS 16
  /// and still common): a tap sets it true, setting it true pushes, a pop sets it false and
  /// setting it false pops, as `navigationDestination(isPresented:destination:)` does.
  ///
  /// ```swift
  /// import SwiftUI
  ///
  /// struct Inbox: View {
  ///   @State private var composing = false
  ///   var body: some View {
  ///     NavigationView {
  ///       NavigationLink(destination: Text("New message"), isActive: $composing) {
  ///         Text("Compose")
  ///       }
  ///     }
  ///   }
  /// }
  /// ```
  public init(
    destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    push = { _ in }
    presented = (isActive, AnyView(destination))
  }

  /// A link that pushes `destination` while `isActive` is true (iOS 16's last form before
  /// `navigationDestination(isPresented:destination:)`).
  public init(
    isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination,
    @ViewBuilder label: () -> Label
  ) {
    self.init(destination: destination(), isActive: isActive, label: label)
  }

  /// A link that pushes `destination` while `selection` is `tag`: a tap sets `selection` to
  /// `tag`, and a pop sets it nil.
  public init<V: Hashable>(
    destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label
  ) {
    self.init(
      destination: destination, isActive: Self.isActive(tag, selection), label: label)
  }

  /// A link that pushes `destination` while `selection` is `tag` (the closure form).
  public init<V: Hashable>(
    tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination,
    @ViewBuilder label: () -> Label
  ) {
    self.init(destination: destination(), tag: tag, selection: selection, label: label)
  }

  /// True while `selection` is `tag`; set true, it makes it `tag`; set false while it is
  /// `tag`, nil.
  private static func isActive<V: Hashable>(_ tag: V, _ selection: Binding<V?>) -> Binding<Bool> {
    Binding(
      get: { selection.wrappedValue == tag },
      set: { active in
        if active {
          selection.wrappedValue = tag
        } else if selection.wrappedValue == tag {
          selection.wrappedValue = nil
        }
      })
  }
}

extension NavigationLink where Label == Text {
  /// A link labelled `title` that pushes `destination` while `isActive` is true.
  public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
    self.init(destination: destination, isActive: isActive) { Text(String(title)) }
  }

  /// A link labelled `title` that pushes `destination` while `selection` is `tag`.
  public init<S: StringProtocol, V: Hashable>(
    _ title: S, destination: Destination, tag: V, selection: Binding<V?>
  ) {
    self.init(destination: destination, tag: tag, selection: selection) { Text(String(title)) }
  }
}
