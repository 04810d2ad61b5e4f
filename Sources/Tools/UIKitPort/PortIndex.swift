import SwiftSyntax

/// What the port learns from all of the app's files before it rewrites any one of them: the
/// protocols the app declares, and their `optional` members.
///
/// A call `delegate?.member?(…)` in one file may name a member of an `@objc` protocol declared in
/// another, so every file is read first.
struct PortIndex: Sendable {
  /// How an `optional` protocol member is kept.
  enum OptionalMember: Sendable, Equatable {
    /// A method returning nothing: the requirement gets an empty default, and a call of a
    /// delegate that leaves it out does nothing (as on iOS).
    case action
    /// A method returning a value: the requirement becomes `throws` with a throwing default,
    /// and calls become `try?`, so a delegate that leaves it out yields `nil` (as on iOS).
    case value
    /// A property: a throwing getter, read with `try?`.
    case property
  }

  /// The names of the protocols the app declares.
  var protocols: Set<String> = []
  /// The app's optional members, keyed `name(label:…)` (a property by its name alone).
  var optionalMembers: [String: OptionalMember] = [:]
  /// The names of the types the app declares (an app's own `Timer` is not Foundation's).
  var types: Set<String> = []
  /// The app's classes declared at the top level of a file the port rewrites: where an
  /// `override` in an extension of one can move to.
  var classes: Set<String> = []
  /// Each value-returning optional member's function type (`(Pager, Int) -> Bool`), by key.
  var valueMemberTypes: [String: String] = [:]
  /// The value-returning optional members of each app protocol, by key.
  var valueMembers: [String: [String]] = [:]
  /// The types each app type adopts, from its declaration and extensions.
  var conformances: [String: Set<String>] = [:]
  /// The methods each app type declares, by key, from its declaration and extensions.
  var methods: [String: Set<String>] = [:]

  /// The value-returning optional members `type` implements, of the app protocols it adopts: it
  /// says so with a marker, so that `delegate?.member(_:)` as a function value can be nil for a
  /// delegate without it, as on iOS.
  func implementedValueMembers(of type: String) -> [String] {
    let adopted = conformances[type, default: []].sorted()
    let declared = methods[type, default: []]
    return adopted.flatMap { valueMembers[$0, default: []] }.filter { declared.contains($0) }
  }

  /// The marker property of a value member: `__portImplements_pager__shouldSelectItemAt__`.
  static func marker(_ key: String) -> String {
    "__portImplements_" + String(key.map { $0.isLetter || $0.isNumber ? $0 : "_" })
  }

  /// Reads the protocols in `tree`.
  mutating func add(_ tree: SourceFileSyntax) {
    let collector = ProtocolCollector(viewMode: .sourceAccurate)
    collector.walk(tree)
    protocols.formUnion(collector.protocols)
    types.formUnion(collector.types)
    if !tree.hasError {
      for item in tree.statements {
        if let decl = item.item.as(ClassDeclSyntax.self) { classes.insert(decl.name.text) }
      }
    }
    valueMemberTypes.merge(collector.valueMemberTypes) { first, _ in first }
    valueMembers.merge(collector.valueMembers) { first, second in first + second }
    conformances.merge(collector.conformances) { $0.union($1) }
    methods.merge(collector.methods) { $0.union($1) }
    for (key, member) in collector.optionalMembers {
      // One key named twice: a value wins, so that calls are always wrapped where one needs it.
      if optionalMembers[key] == nil || member == .value { optionalMembers[key] = member }
    }
  }

  /// The key of a function declaration: `name(label:…)`.
  static func key(of function: FunctionDeclSyntax) -> String {
    let labels = function.signature.parameterClause.parameters.map { $0.firstName.text }
    return key(function.name.text, labels)
  }

  /// `name(label:…)`.
  static func key(_ name: String, _ labels: [String]) -> String {
    "\(name)(\(labels.map { "\($0):" }.joined()))"
  }

  /// Whether a function returns nothing (`Void`, `()` or no return clause).
  static func returnsNothing(_ function: FunctionDeclSyntax) -> Bool {
    guard let type = function.signature.returnClause?.type.trimmedDescription else { return true }
    return type == "Void" || type == "()"
  }
}

/// Finds protocol declarations and their `optional` members, and the names of declared types.
private final class ProtocolCollector: SyntaxVisitor {
  var protocols: Set<String> = []
  var types: Set<String> = []
  var valueMemberTypes: [String: String] = [:]
  var valueMembers: [String: [String]] = [:]
  var conformances: [String: Set<String>] = [:]
  var methods: [String: Set<String>] = [:]

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    types.insert(node.name.text)
    note(node.name.text, node.inheritanceClause, node.memberBlock)
    return .visitChildren
  }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    note(node.extendedType.trimmedDescription, node.inheritanceClause, node.memberBlock)
    return .visitChildren
  }

  /// What a type declaration or extension adopts and declares.
  private func note(
    _ type: String, _ inheritance: InheritanceClauseSyntax?, _ members: MemberBlockSyntax
  ) {
    for inherited in inheritance?.inheritedTypes ?? [] {
      conformances[type, default: []].insert(inherited.type.trimmedDescription)
    }
    for item in members.members {
      if let function = item.decl.as(FunctionDeclSyntax.self) {
        methods[type, default: []].insert(PortIndex.key(of: function))
      }
    }
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    types.insert(node.name.text)
    return .visitChildren
  }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    types.insert(node.name.text)
    return .visitChildren
  }

  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
    types.insert(node.name.text)
    return .visitChildren
  }
  var optionalMembers: [String: PortIndex.OptionalMember] = [:]

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    protocols.insert(node.name.text)
    for item in node.memberBlock.members {
      if let function = item.decl.as(FunctionDeclSyntax.self), function.modifiers.isOptional {
        let key = PortIndex.key(of: function)
        let returnsNothing = PortIndex.returnsNothing(function)
        optionalMembers[key] = returnsNothing ? .action : .value
        if !returnsNothing, let returns = function.signature.returnClause?.type.trimmedDescription {
          let parameters = function.signature.parameterClause.parameters.map {
            $0.type.trimmedDescription
          }
          valueMemberTypes[key] = "(\(parameters.joined(separator: ", "))) -> \(returns)"
          valueMembers[node.name.text, default: []].append(key)
        }
      } else if let variable = item.decl.as(VariableDeclSyntax.self), variable.modifiers.isOptional
      {
        for binding in variable.bindings {
          if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            optionalMembers[name] = .property
          }
        }
      }
    }
    return .skipChildren
  }
}

extension DeclModifierListSyntax {
  /// Whether the list holds `optional`.
  var isOptional: Bool { contains { $0.name.tokenKind == .keyword(.optional) } }
}
