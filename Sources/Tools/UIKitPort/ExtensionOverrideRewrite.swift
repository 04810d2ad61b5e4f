import SwiftSyntax

/// An `override` in an extension of a UIKit class, which Swift without the Objective-C runtime
/// cannot compile, for the methods the surface dispatches through a hook protocol.
///
/// The override is renamed to the hook's method, its `super` call to the surface's own
/// implementation, and the class conforms to the hook (`HeadlessHitTestOverride`): the
/// surface's method asks a conforming view first, so the override applies to the class and its
/// subclasses, as on iOS. Other overrides there are a warning at the app's line.
enum ExtensionOverrideRewrite {
  /// A method the surface dispatches to an extension's override.
  struct Hook {
    /// The protocol a class with the override conforms to.
    let conformance: String
    /// The override's new name.
    let method: String
    /// What `super.<name>` becomes: the surface's own implementation.
    let superMethod: String
  }

  static let hooks: [String: Hook] = [
    "hitTest(_:with:)": Hook(
      conformance: "HeadlessHitTestOverride", method: "headlessHitTest",
      superMethod: "headlessSuperHitTest")
  ]

  /// The hook for `function` when it is an `override` declared directly in an extension of a
  /// type the app does not declare, and the surface has one for it.
  static func hook(for function: FunctionDeclSyntax, index: PortIndex) -> (Hook, String)? {
    guard function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }),
      let type = PortSyntax.declaringType(of: function)?.as(ExtensionDeclSyntax.self)?
        .extendedType.trimmedDescription,
      !index.classes.contains(type), let hook = hooks[PortIndex.key(of: function)]
    else { return nil }
    return (hook, type)
  }

  /// The hook whose override `access` (`super.hitTest`) is called from, or nil.
  static func superHook(of access: MemberAccessExprSyntax, index: PortIndex) -> Hook? {
    guard access.base?.is(SuperExprSyntax.self) == true,
      let function = PortSyntax.enclosingFunction(of: access),
      let (hook, _) = Self.hook(for: function, index: index),
      function.name.text == access.declName.baseName.text
    else { return nil }
    return hook
  }
}
