/// `toolbar(_:for:)`, `toolbarVisibility(_:for:)`, `navigationBarHidden(_:)`: whether the view
/// shows a bar.
///
/// Tells the bars named (or, naming none, every bar): the navigation bar of the stack entry the
/// view is in, the tab bar of the tab view it is in. Other bars are not modelled.
nonisolated struct BarVisibilityModifier: PrimitiveModifier {
  let visibility: Visibility
  let bars: [ToolbarPlacement]

  func update(_ node: ViewNode) {
    node.role = .list
    let all = bars.isEmpty || bars.contains(.automatic)
    var actions: [() -> Void] = []
    let id = ObjectIdentifier(node)
    if all || bars.contains(.navigationBar), let settings = node.environment.navigationBarSettings {
      settings.set(.visibility(visibility), from: node)
      actions.append { [weak settings] in settings?.remove(id) }
    }
    if all || bars.contains(.tabBar), let settings = node.environment.tabBarSettings {
      settings.set(visibility, from: node)
      actions.append { [weak settings] in settings?.remove(id) }
    }
    node.disappearActions = actions
  }
}
