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

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    types.insert(node.name.text)
    return .visitChildren
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
        optionalMembers[PortIndex.key(of: function)] =
          PortIndex.returnsNothing(function) ? .action : .value
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
