import SwiftSyntax

/// Questions the port asks of the syntax tree alone: where a node sits, what a chain holds,
/// what access a declaration gives.
enum PortSyntax {
  /// Whether a declaration with `modifiers` is `public` or `open`: what the port declares for
  /// it (a default, a marker, a moved member) must be `public` too.
  static func isPublic(_ modifiers: DeclModifierListSyntax) -> Bool {
    modifiers.contains { ["public", "open"].contains($0.name.text) }
  }

  /// The modifiers of a method, property or subscript; nil for another declaration.
  static func memberModifiers(of decl: DeclSyntax) -> DeclModifierListSyntax? {
    decl.as(FunctionDeclSyntax.self)?.modifiers ?? decl.as(VariableDeclSyntax.self)?.modifiers
      ?? decl.as(SubscriptDeclSyntax.self)?.modifiers
  }

  /// The type or extension declaration whose body declares `function` directly (member, member
  /// list, member block, declaration).
  static func declaringType(of function: FunctionDeclSyntax) -> Syntax? {
    function.parent?.parent?.parent?.parent
  }

  /// The function `node` is inside, the nearest one.
  static func enclosingFunction(of node: some SyntaxProtocol) -> FunctionDeclSyntax? {
    var current = node.parent
    while let ancestor = current {
      if let function = ancestor.as(FunctionDeclSyntax.self) { return function }
      current = ancestor.parent
    }
    return nil
  }

  /// Whether `modifier` is an access level (`open` … `private`).
  static func isAccessLevel(_ modifier: DeclModifierSyntax) -> Bool {
    ["open", "public", "package", "internal", "fileprivate", "private"].contains(
      modifier.name.text)
  }

  /// The `type(of: x)` of a call `type(of: x).description()`, or nil.
  static func describedType(_ call: FunctionCallExprSyntax) -> FunctionCallExprSyntax? {
    guard call.arguments.isEmpty, call.trailingClosure == nil,
      let access = call.calledExpression.as(MemberAccessExprSyntax.self),
      access.declName.baseName.text == "description",
      let base = access.base?.as(FunctionCallExprSyntax.self),
      base.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "type",
      base.arguments.map({ $0.label?.text }) == ["of"]
    else { return nil }
    return base
  }

  /// Whether the postfix chain of `expression` already holds an optional link (`a?.b`), which
  /// makes the whole chain optional.
  static func hasOptionalLink(below expression: ExprSyntax?) -> Bool {
    var current = expression.map(Syntax.init)
    while let node = current {
      if node.is(OptionalChainingExprSyntax.self) { return true }
      if let access = node.as(MemberAccessExprSyntax.self) {
        current = access.base.map(Syntax.init)
      } else if let call = node.as(FunctionCallExprSyntax.self) {
        current = Syntax(call.calledExpression)
      } else if let call = node.as(SubscriptCallExprSyntax.self) {
        current = Syntax(call.calledExpression)
      } else if let force = node.as(ForceUnwrapExprSyntax.self) {
        current = Syntax(force.expression)
      } else {
        return false
      }
    }
    return false
  }

  /// Whether `node` is read where its value is taken as optional.
  ///
  /// That is left of `??`, bound by `if let` or `guard let`, or chained with `?` or `!`. There
  /// an optional protocol property, optional on iOS whatever its base, can be read with `try?`
  /// without changing the code's meaning, and a concrete type's property of the same name still
  /// reads the same.
  static func isReadAsOptional(_ node: MemberAccessExprSyntax) -> Bool {
    guard let parent = node.parent else { return false }
    if parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) {
      return true
    }
    if let clause = parent.as(InitializerClauseSyntax.self) {
      return clause.parent?.is(OptionalBindingConditionSyntax.self) == true
    }
    if let infix = parent.as(InfixOperatorExprSyntax.self), infix.leftOperand.id == node.id {
      return infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "??"
    }
    // Unfolded, `a ?? b` is a sequence whose next element is the operator.
    if let list = parent.as(ExprListSyntax.self) {
      let elements = Array(list)
      guard let index = elements.firstIndex(where: { $0.id == node.id }),
        index + 1 < elements.count
      else { return false }
      return elements[index + 1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??"
    }
    return false
  }

  /// The outermost expression of the postfix chain `node` is part of.
  static func chainTop(of node: Syntax) -> Syntax {
    var current = node
    while let parent = current.parent {
      if let access = parent.as(MemberAccessExprSyntax.self), access.base?.id == current.id {
        current = parent
      } else if let call = parent.as(FunctionCallExprSyntax.self),
        call.calledExpression.id == current.id
      {
        current = parent
      } else if let call = parent.as(SubscriptCallExprSyntax.self),
        call.calledExpression.id == current.id
      {
        current = parent
      } else if parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self)
        || parent.is(PostfixOperatorExprSyntax.self)
      {
        current = parent
      } else {
        break
      }
    }
    return current
  }

  static func enclosingProtocol(of node: some SyntaxProtocol) -> ProtocolDeclSyntax? {
    nearestDeclaration(of: node)?.as(ProtocolDeclSyntax.self)
  }

  static func enclosingExtension(of node: some SyntaxProtocol) -> ExtensionDeclSyntax? {
    nearestDeclaration(of: node)?.as(ExtensionDeclSyntax.self)
  }

  /// The nearest type, protocol or extension declaration around `node`.
  static func nearestDeclaration(of node: some SyntaxProtocol) -> Syntax? {
    var current = node.parent
    while let decl = current {
      if decl.is(ProtocolDeclSyntax.self) || decl.is(ExtensionDeclSyntax.self)
        || decl.is(ClassDeclSyntax.self) || decl.is(StructDeclSyntax.self)
        || decl.is(EnumDeclSyntax.self) || decl.is(ActorDeclSyntax.self)
      {
        return decl
      }
      current = decl.parent
    }
    return nil
  }
}
