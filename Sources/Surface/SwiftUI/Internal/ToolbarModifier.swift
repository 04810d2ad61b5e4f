/// `toolbar(content:)`: tells the stack entry's bar the items the view adds.
nonisolated struct ToolbarModifier: PrimitiveModifier {
  let entries: [ToolbarEntry]

  func update(_ node: ViewNode) {
    node.role = .list
    guard let settings = node.environment.navigationBarSettings else { return }
    let id = ObjectIdentifier(node)
    settings.setToolbar(entries, for: id)
    node.disappearActions = [{ [weak settings] in settings?.removeToolbar(id) }]
  }
}
