import SwiftSyntax

/// The app's Swift concurrency on the replay's thread and virtual clock.
///
/// - `Task { … }`, `Task(priority:) { … }` and `Task.detached { … }` start through the surface's
///   `HeadlessTask`, so their code runs on the replay's thread between its steps.
/// - `Task.sleep` becomes `HeadlessClock.sleep`; `ContinuousClock` and `SuspendingClock` become
///   `HeadlessContinuousClock` (in `ClockRewrite.type`).
/// - `@MainActor` is dropped and `MainActor.run`/`assumeIsolated` run in place: the replay runs
///   all of the app's code on the one thread that plays iOS's main thread.
enum TaskRewrite {
  /// What replaces the callee of a call that starts a task: `Task` and `Task<…>` become
  /// `HeadlessTask.start`, `Task.detached` becomes `HeadlessTask.detached`; nil for any other
  /// call, an app's own `Task` type, or a task inside an actor (it keeps the actor's isolation).
  static func calleeReplacement(
    for call: FunctionCallExprSyntax, index: PortIndex, insideActor: Bool
  ) -> (callee: ExprSyntax, replacement: String)? {
    guard !index.types.contains("Task"), !insideActor,
      call.trailingClosure != nil
        || call.arguments.contains(where: { $0.label?.text == "operation" })
    else { return nil }
    let callee = call.calledExpression
    if let access = callee.as(MemberAccessExprSyntax.self) {
      guard access.declName.baseName.text == "detached", isTask(access.base) else { return nil }
      return (callee, "HeadlessTask.detached")
    }
    return isTask(callee) ? (callee, "HeadlessTask.start") : nil
  }

  private static func isTask(_ base: ExprSyntax?) -> Bool {
    guard let base else { return false }
    if let reference = base.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text == "Task"
    }
    return base.as(GenericSpecializationExprSyntax.self)?.expression.trimmedDescription == "Task"
  }

  /// Whether `access` is called as the standard library's `Task.sleep` (`nanoseconds:`, `for:`
  /// or `until:`), not an app's own extension of `Task` (`Task.sleep(seconds: 1)`).
  private static func isStandardSleep(_ access: MemberAccessExprSyntax) -> Bool {
    guard let call = access.parent?.as(FunctionCallExprSyntax.self) else { return true }
    let label = call.arguments.first?.label?.text
    return label == "nanoseconds" || label == "for" || label == "until"
  }

  /// What replaces the base of `Task.sleep` or `MainActor.run`/`assumeIsolated`, or nil.
  static func baseReplacement(for access: MemberAccessExprSyntax, index: PortIndex) -> String? {
    let member = access.declName.baseName.text
    if member == "sleep", isTask(access.base), !index.types.contains("Task"),
      isStandardSleep(access)
    {
      return "HeadlessClock"
    }
    if member == "run" || member == "assumeIsolated",
      access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "MainActor",
      !index.types.contains("MainActor")
    {
      return "HeadlessMainActor"
    }
    return nil
  }

  /// The span to blank for a `@MainActor` attribute: the attribute, or a closure's whole
  /// signature when nothing else is left in it (`{ @MainActor in` becomes `{`).
  static func mainActorSpan(of attribute: AttributeSyntax) -> Syntax? {
    guard attribute.attributeName.trimmedDescription == "MainActor" else { return nil }
    if let signature = attribute.parent?.parent?.as(ClosureSignatureSyntax.self),
      signature.attributes.count == 1, signature.capture == nil, signature.parameterClause == nil,
      signature.effectSpecifiers == nil, signature.returnClause == nil
    {
      return Syntax(signature)
    }
    return Syntax(attribute)
  }

  /// Whether a stored static or global property loses its main-actor isolation with the
  /// `@MainActor` the port drops (its own, or its type's).
  ///
  /// In Swift 6 a non-`Sendable` one would then be shared mutable state, an error; the port
  /// marks it `nonisolated(unsafe)`, which says what is true in a replay: the one replay thread
  /// reads and writes it.
  static func losesIsolation(_ variable: VariableDeclSyntax) -> Bool {
    guard variable.bindings.allSatisfy({ $0.accessorBlock == nil }),
      !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.nonisolated) })
    else { return false }
    let isStatic = variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
    let isMember = variable.parent?.is(MemberBlockItemSyntax.self) == true
    let isGlobal = variable.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
    if isMainActor(variable.attributes) { return (isStatic && isMember) || isGlobal }
    guard isStatic, isMember, let type = PortSyntax.nearestDeclaration(of: variable) else {
      return false
    }
    if let decl = type.as(ClassDeclSyntax.self) { return isMainActor(decl.attributes) }
    if let decl = type.as(StructDeclSyntax.self) { return isMainActor(decl.attributes) }
    if let decl = type.as(EnumDeclSyntax.self) { return isMainActor(decl.attributes) }
    return false
  }

  private static func isMainActor(_ attributes: AttributeListSyntax) -> Bool {
    attributes.contains {
      $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "MainActor"
    }
  }
}
