/// `navigationBarTitleDisplayMode`: tells the stack entry's bar how to show its title.
nonisolated struct NavigationBarModifier: PrimitiveModifier {
  let displayMode: NavigationBarItem.TitleDisplayMode

  func update(_ node: ViewNode) {
    node.role = .list
    guard let settings = node.environment.navigationBarSettings else { return }
    settings.set(.displayMode(displayMode), from: node)
    let id = ObjectIdentifier(node)
    node.disappearActions = [{ [weak settings] in settings?.remove(id) }]
  }
}
