extension View {
  /// Makes the view the navigation stack around shows for each pushed value of type `data`.
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    modifier(NavigationDestinationModifier(destination: destination))
  }

  /// The title of the navigation bar while the view is shown (inert: no bar is drawn).
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { self }

  /// The title of the navigation bar while the view is shown (inert: no bar is drawn).
  public func navigationTitle(_ title: Text) -> some View { self }

  /// How the navigation bar shows its title (inert: no bar is drawn).
  public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode)
    -> some View
  { self }
}

/// `navigationDestination(for:destination:)`: registers the views for a type with the stack.
struct NavigationDestinationModifier<D: Hashable, C: View>: PrimitiveModifier {
  let destination: (D) -> C
  func update(_ node: ViewNode) {
    node.role = .list
    let destination = destination
    node.environment.navigationContext?.register(D.self) { value in
      (value as? D).map { AnyView(destination($0)) }
    }
  }
}
