import SwiftSyntax

/// `#keyPath(UIScrollView.contentOffset)` as the string Objective-C derives from it,
/// `"contentOffset"`: the type is dropped, and a Boolean property's `is` is too
/// (`#keyPath(UIView.isHidden)` is `"hidden"`, its getter's name).
enum KeyPathRewrite {
  /// The key path string, or nil when the argument is not a property path.
  static func key(of node: MacroExpansionExprSyntax) -> String? {
    guard node.arguments.count == 1, let expression = node.arguments.first?.expression else {
      return nil
    }
    var components = expression.trimmedDescription.split(separator: ".").map(String.init)
    guard !components.isEmpty,
      components.allSatisfy({
        !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
      })
    else { return nil }
    if components.count > 1, components[0].first?.isUppercase == true { components.removeFirst() }
    components = components.map { component in
      guard component.count > 2, component.hasPrefix("is"),
        component.dropFirst(2).first?.isUppercase == true
      else { return component }
      let rest = component.dropFirst(2)
      return rest.prefix(1).lowercased() + rest.dropFirst()
    }
    return components.joined(separator: ".")
  }
}
