nonisolated extension View {
  /// Makes the view the navigation stack around shows for each pushed value of type `data`.
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    modifier(NavigationDestinationModifier(destination: destination))
  }

  /// Pushes `destination` onto the navigation stack around while `isPresented` is true, and
  /// sets it false when the view is popped (a back swipe or `dismiss`).
  ///
  /// Setting it false pops the view and those pushed above it. Outside a stack it is reported
  /// and nothing is pushed.
  public func navigationDestination<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
  ) -> some View {
    modifier(
      PresentedDestinationModifier(
        isPresented: isPresented.wrappedValue, dismissed: { isPresented.wrappedValue = false },
        destination: destination()))
  }

  /// Pushes `destination` for `item` onto the navigation stack around while it is not nil
  /// (iOS 17), and sets it nil when the view is popped, as
  /// ``navigationDestination(isPresented:destination:)`` does.
  public func navigationDestination<D: Hashable, C: View>(
    item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    modifier(
      PresentedDestinationModifier(
        isPresented: item.wrappedValue != nil, dismissed: { item.wrappedValue = nil },
        destination: item.wrappedValue.map(destination)))
  }

  /// The title of the navigation bar while the view is shown (inert: the bar takes its space
  /// but no title is drawn).
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { self }

  /// The title of the navigation bar while the view is shown (inert: the bar takes its space
  /// but no title is drawn).
  public func navigationTitle(_ title: Text) -> some View { self }

  /// The subtitle under the navigation bar's title (iOS 26; inert: no title is drawn).
  public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View { self }

  /// The subtitle under the navigation bar's title (iOS 26; inert: no title is drawn).
  public func navigationSubtitle(_ subtitle: Text) -> some View { self }

  /// How the navigation bar shows its title: in the bar (`inline`, 44 pt), below it (`large`,
  /// 96 pt), or as the view below in the stack did (`automatic`; large at the root).
  public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode)
    -> some View
  { modifier(NavigationBarModifier(displayMode: displayMode)) }
}

/// `navigationDestination(for:destination:)`: registers the views for a type with the stack.
nonisolated struct NavigationDestinationModifier<D: Hashable, C: View>: PrimitiveModifier {
  let destination: (D) -> C
  func update(_ node: ViewNode) {
    node.role = .list
    let destination = destination
    node.environment.navigationContext?.register(D.self) { value in
      (value as? D).map { AnyView(destination($0)) }
    }
  }
}

/// `navigationDestination(isPresented:destination:)`: pushes the destination with the stack
/// while the binding is true.
nonisolated struct PresentedDestinationModifier<V: View>: PrimitiveModifier {
  /// The binding's value when the view was made: a view equal to the last one is not updated,
  /// so the value is part of the modifier rather than read through the binding.
  let isPresented: Bool
  let dismissed: () -> Void
  let destination: V
  func update(_ node: ViewNode) {
    node.role = .list
    let presenter = ObjectIdentifier(node)
    guard isPresented else {
      node.environment.navigationContext?.withdraw(presenter)
      return
    }
    guard let context = node.environment.navigationContext else {
      return node.graph.report(
        node, call: "navigationDestination(isPresented:destination:)",
        "the view is not in a NavigationStack; nothing is pushed")
    }
    context.present(AnyView(destination), for: presenter, dismiss: dismissed)
  }
}
