import SwiftSyntax

/// Walks one app file and collects the edits that make it compile with Swift on Linux, line for
/// line, and the diagnostics for what it cannot keep.
final class PortRewriter: SyntaxVisitor {
  private let index: PortIndex
  private let tree: SourceFileSyntax
  private let text: [UInt8]
  private let converter: SourceLocationConverter
  private let path: String
  private(set) var edits: [PortEdit] = []
  private(set) var diagnostics: [PortDiagnostic] = []
  /// Defaults for the optional members of the protocols in this file, appended after its text.
  private(set) var appendedDeclarations: [(line: Int, text: String)] = []
  /// The starts of the call chains already wrapped in `try?`.
  private var wrappedChains: Set<Int> = []
  /// Whether the file imports UIKit itself (a framework's files may see it through the
  /// umbrella header instead).
  private(set) var importsUIKit = false
  /// Whether the file imports Apple's logging (`os`, `OSLog`), whose names it may qualify.
  private var importsLogging = false
  /// Overrides declared in extensions of the app's classes, ported, to go into the class body
  /// (Swift without the Objective-C runtime cannot override from an extension).
  private(set) var movedMembers: [MovedMember] = []
  /// Where each class of this file ends: the offset and line of its closing brace.
  private(set) var classEnds: [String: (offset: Int, line: Int)] = [:]
  /// The ranges the moved members leave (blanked; no other edit applies inside them).
  private var movedRanges: [Range<Int>] = []
  /// Whether this rewriter ports a member that moves (no warning for its `override`).
  private var portsMovedMember = false
  /// Whether the file's top-level private helpers were made internal for a moved member.
  private var hasWidenedTopLevel = false

  /// A member moved into its class's body, with the app's file and line it came from.
  struct MovedMember {
    let className: String
    let text: String
    let path: String
    let line: Int
  }

  /// The edits to apply: the moved members' ranges blanked (the walk skips their insides, which
  /// their own rewriter ported).
  var finalEdits: [PortEdit] {
    edits + movedRanges.map { .blank($0.lowerBound, $0.upperBound, in: text) }
  }

  /// Attributes that mean something only to the Objective-C runtime or Interface Builder.
  static let droppedAttributes: Set<String> = [
    "objc", "objcMembers", "nonobjc", "IBOutlet", "IBAction", "IBInspectable", "IBDesignable",
    "IBSegueAction", "GKInspectable", "NSManaged",
    // The app's entry point: headless the host makes the screen, and a test target has its own.
    "main", "UIApplicationMain",
  ]

  init(index: PortIndex, tree: SourceFileSyntax, text: [UInt8], path: String) {
    self.tree = tree
    self.index = index
    self.text = text
    self.path = path
    self.converter = SourceLocationConverter(fileName: path, tree: tree)
    super.init(viewMode: .sourceAccurate)
  }

  // MARK: - Attributes and modifiers

  override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
    if Self.droppedAttributes.contains(node.attributeName.trimmedDescription) {
      blank(node)
    } else if let span = TaskRewrite.mainActorSpan(of: node) {
      blank(span)
    } else if let insertion = DelegateAdaptorRewrite.insertion(for: node) {
      edits.append(.insert(insertion.text, at: insertion.offset))
    } else if let platform = AvailabilityRewrite.iOSToken(in: node) {
      edits.append(PortEdit(start: start(platform), end: end(platform), replacement: "*  "))
    } else if let obsoleted = AvailabilityRewrite.obsoletedArguments(in: node) {
      edits.append(
        PortEdit(
          start: start(obsoleted.arguments), end: end(obsoleted.arguments),
          replacement: obsoleted.replacement))
    }
    return .skipChildren
  }

  override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
    switch node.name.tokenKind {
    case .keyword(.dynamic): blank(node)
    case .keyword(.optional) where PortSyntax.enclosingProtocol(of: node) != nil: blank(node)
    case .keyword(.override):
      if let function = node.parent?.parent?.as(FunctionDeclSyntax.self),
        let type = KeyValueObservingRewrite.nsObjectObserver(declaring: function)
      {
        blank(node)
        appendedDeclarations.append(
          (line(of: type), KeyValueObservingRewrite.conformance(of: type)))
      } else if let function = node.parent?.parent?.as(FunctionDeclSyntax.self),
        let (hook, type) = ExtensionOverrideRewrite.hook(for: function, index: index)
      {
        // The witness of a UIKit class's conformance to the surface's public hook is public.
        let isPublic =
          function.modifiers.contains(where: PortSyntax.isAccessLevel)
          || PortSyntax.enclosingExtension(of: node).map { PortSyntax.isPublic($0.modifiers) }
            == true
        edits.append(
          PortEdit(
            start: start(node), end: end(node), replacement: isPublic ? "        " : "public  "))
        edits.append(
          PortEdit(start: start(function.name), end: end(function.name), replacement: hook.method))
        appendedDeclarations.append(
          (line(of: function), "extension \(type): \(hook.conformance) {}\n"))
      } else if PortSyntax.enclosingExtension(of: node) != nil, !portsMovedMember,
        !movesToClass(PortSyntax.enclosingExtension(of: node))
      {
        warn(
          node,
          "`override` in an extension: Swift without the Objective-C runtime cannot override "
            + "there; move the declaration into the class body")
      }
    default: break
    }
    return .skipChildren
  }

  // MARK: - Overrides in extensions

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    let brace = node.memberBlock.rightBrace
    guard brace.presence == .present else { return .visitChildren }
    // A top-level class (item, item list, source file) takes the overrides its extensions move.
    let isTopLevel = node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
    if isTopLevel, classEnds[node.name.text] == nil {
      classEnds[node.name.text] = (start(brace), line(of: brace))
    }
    // The optional value members it implements, said on the closing brace's line; nested
    // classes too, known by their own name.
    let access = PortSyntax.isPublic(node.modifiers) ? "public " : ""
    let markers = index.implementedValueMembers(of: node.name.text).map {
      "\(access)var \(PortIndex.marker($0)): Bool { true }; "
    }
    if !markers.isEmpty { edits.append(.insert(markers.joined(), at: start(brace))) }
    return .visitChildren
  }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    guard !portsMovedMember, movesToClass(node) else { return .visitChildren }
    let className = node.extendedType.trimmedDescription
    for item in node.memberBlock.members {
      guard let modifiers = PortSyntax.memberModifiers(of: item.decl),
        modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) })
      else { continue }
      // Port the member on its own, then move it: blanked here, added to the class body.
      let member = PortRewriter(index: index, tree: tree, text: text, path: path)
      member.portsMovedMember = true
      member.walk(item.decl)
      // A member of a `public extension` is public; in the class body it must say so.
      if PortSyntax.isPublic(node.modifiers),
        !modifiers.contains(where: PortSyntax.isAccessLevel),
        let first = modifiers.first
      {
        member.edits.append(.insert("public ", at: start(first)))
      }
      let range = start(item.decl)..<end(item.decl)
      let shifted = member.edits.map {
        PortEdit(
          start: $0.start - range.lowerBound, end: $0.end - range.lowerBound,
          replacement: $0.replacement)
      }
      let ported = shifted.applied(to: Array(text[range]))
      movedMembers.append(
        MovedMember(
          className: className, text: String(decoding: ported, as: UTF8.self), path: path,
          line: line(of: item.decl)))
      diagnostics += member.diagnostics
      appendedDeclarations += member.appendedDeclarations
      movedRanges.append(range)
    }
    let body = start(node.memberBlock)..<end(node.memberBlock)
    if movedRanges.contains(where: { body.contains($0.lowerBound) }) {
      widenFilePrivateMembers(of: node)
    }
    return .visitChildren
  }

  /// The extension's `private` and `fileprivate` members, and the file's top-level ones, become
  /// `internal`: the overrides that moved into the class body, in another file perhaps, still
  /// see the helpers they used.
  private func widenFilePrivateMembers(of node: ExtensionDeclSyntax) {
    var decls = node.memberBlock.members.map(\.decl)
    if !hasWidenedTopLevel {
      hasWidenedTopLevel = true
      decls += tree.statements.compactMap { $0.item.as(DeclSyntax.self) }
    }
    for decl in decls {
      for modifier in PortSyntax.memberModifiers(of: decl) ?? []
      where [.keyword(.private), .keyword(.fileprivate)].contains(modifier.name.tokenKind) {
        edits.append(
          PortEdit(start: start(modifier.name), end: end(modifier.name), replacement: "internal"))
      }
    }
  }

  // A member that moves was ported by its own rewriter: walking it again here would repeat its
  // diagnostics and add edits inside the range that is blanked.
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    walkUnlessMoved(node)
  }
  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    if TaskRewrite.losesIsolation(node) {
      edits.append(.insert("nonisolated(unsafe) ", at: start(node.bindingSpecifier)))
    }
    return walkUnlessMoved(node)
  }
  override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
    walkUnlessMoved(node)
  }

  private func walkUnlessMoved(_ node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
    movedRanges.contains(start(node)..<end(node)) ? .skipChildren : .visitChildren
  }

  /// Whether the overrides of `node` move into their class: an extension of one of the app's
  /// top-level classes.
  private func movesToClass(_ node: ExtensionDeclSyntax?) -> Bool {
    guard let node else { return false }
    return index.classes.contains(node.extendedType.trimmedDescription)
  }

  // MARK: - Protocols

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    let isObjC = node.attributes.contains {
      $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objc"
    }
    let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
    if isObjC, !inherited.contains("AnyObject"), !inherited.contains("class") {
      // An `@objc` protocol is class-bound; `weak var delegate: P?` needs it to stay so.
      if let first = node.inheritanceClause?.inheritedTypes.first {
        edits.append(.insert("AnyObject, ", at: start(first)))
      } else {
        let after = node.primaryAssociatedTypeClause.map(end) ?? end(node.name)
        edits.append(.insert(": AnyObject", at: after))
      }
    }
    var defaults: [String] = []
    let access = PortSyntax.isPublic(node.modifiers) ? "public " : ""
    for item in node.memberBlock.members {
      if let function = item.decl.as(FunctionDeclSyntax.self), function.modifiers.isOptional {
        defaults.append(defaultImplementation(of: function, access: access))
        if !PortIndex.returnsNothing(function) {
          // Whether a conformer implements it: asked where the member is taken as a value.
          let marker = PortIndex.marker(PortIndex.key(of: function))
          edits.append(
            .insert("var \(marker): Bool { get }; ", at: start(node.memberBlock.rightBrace)))
          defaults.append("\(access)var \(marker): Bool { false }")
        }
      } else if let variable = item.decl.as(VariableDeclSyntax.self), variable.modifiers.isOptional
      {
        defaults.append(contentsOf: defaultImplementation(of: variable, access: access))
      }
    }
    if !defaults.isEmpty {
      let body = defaults.map { "  \($0)\n" }.joined()
      appendedDeclarations.append(
        (line(of: node), "extension \(node.name.text) {\n\(body)}\n"))
    }
    return .visitChildren
  }

  /// The default of an optional method: nothing for an action; for a value, the requirement
  /// becomes `throws` and the default throws, so `try?` at the call yields `nil`.
  private func defaultImplementation(of function: FunctionDeclSyntax, access: String) -> String {
    let signature = function.signature
    let generics = function.genericParameterClause?.trimmedDescription ?? ""
    let whereClause = function.genericWhereClause.map { " " + $0.trimmedDescription } ?? ""
    let returns = signature.returnClause.map { " " + $0.trimmedDescription } ?? ""
    let isAsync = signature.effectSpecifiers?.asyncSpecifier != nil
    let alreadyThrows = signature.effectSpecifiers?.throwsClause != nil
    let head =
      "\(access)func \(function.name.text)\(generics)\(signature.parameterClause.trimmedDescription)"
    if PortIndex.returnsNothing(function) {
      let effects = (isAsync ? " async" : "") + (alreadyThrows ? " throws" : "")
      return "\(head)\(effects)\(returns)\(whereClause) {}"
    }
    if !alreadyThrows {
      let after =
        signature.effectSpecifiers?.asyncSpecifier.map(end) ?? end(signature.parameterClause)
      edits.append(.insert(" throws", at: after))
    }
    let effects = (isAsync ? " async" : "") + " throws"
    return "\(head)\(effects)\(returns)\(whereClause) { throw __HapticTapePortUnimplemented() }"
  }

  /// The default of an optional property: a throwing getter (`get throws`).
  private func defaultImplementation(of variable: VariableDeclSyntax, access: String) -> [String] {
    var defaults: [String] = []
    for binding in variable.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        let type = binding.typeAnnotation?.type.trimmedDescription
      else { continue }
      let accessors = binding.accessorBlock?.accessors.as(AccessorDeclListSyntax.self)
      if let setter = accessors?.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.set) })
      {
        warn(
          setter,
          "optional settable property `\(name)`: Swift without the Objective-C runtime has no "
            + "optional requirements; the port keeps it required, so every conformer must declare it"
        )
        continue
      }
      if let getter = accessors?.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }),
        getter.effectSpecifiers?.throwsClause == nil
      {
        edits.append(.insert(" throws", at: end(getter.accessorSpecifier)))
      }
      defaults.append(
        "\(access)var \(name): \(type) { get throws { throw __HapticTapePortUnimplemented() } }")
    }
    return defaults
  }

  // MARK: - Calls of optional members

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let (callee, replacement) = TaskRewrite.calleeReplacement(
      for: node, index: index,
      insideActor: PortSyntax.nearestDeclaration(of: node)?.is(ActorDeclSyntax.self) == true)
    {
      edits.append(PortEdit(start: start(callee), end: end(callee), replacement: replacement))
      return .visitChildren
    }
    if let described = PortSyntax.describedType(node) {
      // `type(of: x).description()`: NSObject's class method, found through `AnyObject` on
      // iOS; the type's full name, as Objective-C gives a Swift class's.
      edits.append(
        PortEdit(
          start: start(node), end: end(node),
          replacement: "String(reflecting: \(described.trimmedDescription))"))
      return .skipChildren
    }
    if let callee = ClockRewrite.dateCallee(of: node, index: index) {
      edits.append(
        PortEdit(start: start(callee), end: end(callee), replacement: "HeadlessClock.date"))
      return .visitChildren
    }
    let called: ExprSyntax
    let mark: TokenSyntax
    let forced: Bool
    if let optional = node.calledExpression.as(OptionalChainingExprSyntax.self) {
      (called, mark, forced) = (optional.expression, optional.questionMark, false)
    } else if let force = node.calledExpression.as(ForceUnwrapExprSyntax.self) {
      (called, mark, forced) = (force.expression, force.exclamationMark, true)
    } else {
      return .visitChildren
    }
    guard let member = called.as(MemberAccessExprSyntax.self) else { return .visitChildren }
    let labels = node.arguments.map { $0.label?.text ?? "_" }
    let trailing = (node.trailingClosure == nil ? 0 : 1) + node.additionalTrailingClosures.count
    guard let kind = optionalMember(member.declName.baseName.text, labels, trailing) else {
      return .visitChildren
    }
    edits.append(PortEdit(start: start(mark), end: end(mark), replacement: ""))
    castDelegate(member, key: PortIndex.key(member.declName.baseName.text, labels))
    if kind == .value {
      wrapInTry(PortSyntax.chainTop(of: Syntax(node)), forced: forced)
    } else if !forced, !PortSyntax.hasOptionalLink(below: member.base),
      node.parent?.is(CodeBlockItemSyntax.self) != true
    {
      // `delegate.f?(x)` is optional on iOS even when `delegate` is not: keep it so.
      let continues = PortSyntax.chainTop(of: Syntax(node)).id != Syntax(node).id
      edits.append(.insert("Optional(", at: start(node)))
      edits.append(.insert(continues ? ")?" : ")", at: end(node)))
    }
    return .visitChildren
  }

  /// `collectionView.delegate?.collectionView?(…)`: headless the property is the scroll view's,
  /// so it is cast to the protocol UIKit's property type gives (`UICollectionViewDelegate`).
  private func castDelegate(_ member: MemberAccessExprSyntax, key: String) {
    guard let protocolName = UIKitOptionalMembers.delegateProtocols[key],
      let link = member.base?.as(OptionalChainingExprSyntax.self),
      let property = link.expression.as(MemberAccessExprSyntax.self),
      property.declName.baseName.text == "delegate"
    else { return }
    edits.append(.insert("(", at: start(property)))
    edits.append(.insert(" as? any \(protocolName))", at: end(property)))
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    if let replacement = ClockRewrite.replacement(forMember: node, index: index) {
      edits.append(PortEdit(start: start(node), end: end(node), replacement: replacement))
      return .skipChildren
    }
    if let replacement = optionalMemberValue(node) {
      edits.append(PortEdit(start: start(node), end: end(node), replacement: replacement))
      return .skipChildren
    }
    if let hook = ExtensionOverrideRewrite.superHook(of: node, index: index) {
      edits.append(
        PortEdit(start: start(node), end: end(node), replacement: "self.\(hook.superMethod)"))
      return .skipChildren
    }
    if KeyValueObservingRewrite.isSuperCall(node) {
      edits.append(
        PortEdit(start: start(node), end: end(node), replacement: "self.observeValueInNSObject"))
      return .skipChildren
    }
    if let base = node.base, let replacement = TaskRewrite.baseReplacement(for: node, index: index)
    {
      edits.append(PortEdit(start: start(base), end: end(base), replacement: replacement))
      return .skipChildren
    }
    // An optional property read: its getter now throws.
    let name = node.declName.baseName.text
    if index.optionalMembers[name] == .property, let base = node.base,
      node.parent?.is(FunctionCallExprSyntax.self) != true
    {
      if base.is(OptionalChainingExprSyntax.self) {
        // `delegate?.title`: the whole chain.
        wrapInTry(PortSyntax.chainTop(of: Syntax(node)), forced: false)
      } else if PortSyntax.isReadAsOptional(node) {
        // `behavior.rate ?? 1`: optional on iOS whatever the base; the read alone.
        wrapInTry(Syntax(node), forced: false)
      }
    }
    return .visitChildren
  }

  /// `delegate?.pager(_:shouldSelectItemAt:)` taken as a function value: nil for a delegate
  /// that does not implement the member (its marker says so), as on iOS.
  private func optionalMemberValue(_ node: MemberAccessExprSyntax) -> String? {
    guard let names = node.declName.argumentNames, let base = node.base else { return nil }
    let key = PortIndex.key(node.declName.baseName.text, names.arguments.map { $0.name.text })
    guard let type = index.valueMemberTypes[key],
      node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != ExprSyntax(node).id
    else { return nil }
    let optional =
      base.as(OptionalChainingExprSyntax.self).map { $0.expression.trimmedDescription }
      ?? "Optional(\(base.trimmedDescription))"
    let arguments = names.arguments.enumerated().map { index, label in
      label.name.text == "_" ? "$\(index)" : "\(label.name.text): $\(index)"
    }
    let name = node.declName.baseName.text
    // `flatMap(…)` with parentheses: a trailing closure cannot stand in a `guard` or `if`.
    return "\(optional).flatMap({ __portDelegate -> (\(type))? in "
      + "__portDelegate.\(PortIndex.marker(key)) "
      + "? { try! __portDelegate.\(name)(\(arguments.joined(separator: ", "))) } : nil })"
  }

  /// The app's or UIKit's optional member a call names, by its name and argument labels.
  private func optionalMember(_ name: String, _ labels: [String], _ trailing: Int)
    -> PortIndex.OptionalMember?
  {
    let key = PortIndex.key(name, labels)
    if trailing == 0 {
      if let kind = index.optionalMembers[key] { return kind }
      return UIKitOptionalMembers.keys.contains(key) ? .action : nil
    }
    // A trailing closure has no label at the call: match the labels written, then any.
    let prefix = "\(name)(\(labels.map { "\($0):" }.joined())"
    let count = labels.count + trailing
    let matches = { (candidate: String) in
      candidate.hasPrefix(prefix) && candidate.filter { $0 == ":" }.count == count
    }
    if let found = index.optionalMembers.sorted(by: { $0.key < $1.key }).first(where: {
      matches($0.key)
    }) {
      return found.value
    }
    return UIKitOptionalMembers.keys.contains(where: matches) ? .action : nil
  }

  /// Wraps a whole postfix chain in `try?` (or `try!`): `(try? a?.b(c).d)`, or
  /// `_ = try? a?.b(c)` as a statement of its own.
  private func wrapInTry(_ chain: Syntax, forced: Bool) {
    let chainStart = start(chain)
    guard wrappedChains.insert(chainStart).inserted else { return }
    let word = forced ? "try!" : "try?"
    // A statement of its own discards the result; the only statement of a body may be its
    // implicit return, so it keeps the value.
    let item = chain.parent?.as(CodeBlockItemSyntax.self)
    if let item, (item.parent?.as(CodeBlockItemListSyntax.self)?.count ?? 0) > 1 {
      edits.append(.insert("_ = \(word) ", at: chainStart))
    } else {
      edits.append(.insert("(\(word) ", at: chainStart))
      edits.append(.insert(")", at: end(chain)))
    }
  }

  // MARK: - #selector

  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    // A `#Preview` at the top of a file parses as an expression statement.
    if node.macroName.text == "Preview", node.parent?.is(CodeBlockItemSyntax.self) == true {
      blank(node)
      return .skipChildren
    }
    if node.macroName.text == "keyPath", let path = KeyPathRewrite.key(of: node) {
      edits.append(
        PortEdit(start: start(node), end: end(node), replacement: SourcePort.quoted(path)))
      return .skipChildren
    }
    guard node.macroName.text == "selector" else { return .visitChildren }
    guard
      let replacement = SelectorRewrite.replacement(
        for: node, in: enclosingTypeReference(of: node), protocols: index.protocols)
    else {
      warn(
        node,
        "`#selector` outside a type: the port cannot tell whose method it names; write "
          + "`#selector(TypeName.method(_:))`")
      return .skipChildren
    }
    edits.append(PortEdit(start: start(node), end: end(node), replacement: replacement))
    return .skipChildren
  }

  /// How the method of an unqualified `#selector(name)` is referred to: the enclosing type's
  /// name, or `Self` in a protocol or protocol extension.
  private func enclosingTypeReference(of node: some SyntaxProtocol) -> String? {
    guard let decl = PortSyntax.nearestDeclaration(of: node) else { return nil }
    if let type = decl.as(ClassDeclSyntax.self) { return type.name.text }
    if let type = decl.as(StructDeclSyntax.self) { return type.name.text }
    if let type = decl.as(EnumDeclSyntax.self) { return type.name.text }
    if let type = decl.as(ActorDeclSyntax.self) { return type.name.text }
    if let ext = decl.as(ExtensionDeclSyntax.self) {
      let name = ext.extendedType.trimmedDescription
      return index.protocols.contains(name) ? "Self" : name
    }
    return "Self"  // a protocol
  }

  // MARK: - #Preview

  // Xcode's canvas previews: their macro expands only with Apple's SwiftUI, and nothing shows a
  // preview headless, so the whole block becomes spaces (its lines stay lines). Inside a type
  // or an `#if` it parses as a declaration; at the top of a file as an expression (below).
  override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
    guard node.macroName.text == "Preview" else { return .visitChildren }
    blank(node)
    return .skipChildren
  }

  // MARK: - Imports

  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    let path = node.path.map(\.name.text)
    switch path.first {
    case "UIKit":
      importsUIKit = true
      // `import UIKit.UICollectionView`: Swift modules have no submodules; the whole of UIKit.
      if path.count > 1 {
        edits.append(PortEdit(start: start(node.path), end: end(node.path), replacement: "UIKit"))
      }
    case "ObjectiveC":
      // What the app takes from the runtime (selectors, associated objects) the surface has.
      blank(node)
    case "os", "OSLog":
      importsLogging = true
      // Apple's unified logging is the surface's `HeadlessLogging` (not a module named `os`,
      // which packages test with `canImport` to choose Apple's locks).
      edits.append(
        PortEdit(start: start(node.path), end: end(node.path), replacement: "HeadlessLogging"))
    default: break
    }
    return .skipChildren
  }

  // MARK: - #if conditions

  override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
    if let condition = node.condition {
      for call in PlatformCondition.calls(in: condition) {
        if let value = PlatformCondition.valueOnIOS(call) {
          edits.append(
            PortEdit(start: start(call), end: end(call), replacement: value ? "true" : "false"))
        }
      }
    }
    return .visitChildren
  }

  // MARK: - What cannot be kept

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    let name = node.baseName.text
    if let advice = Self.runtimeOnly[name] {
      warn(node, "`\(name)` needs the Objective-C runtime: \(advice)")
    }
    // A type named where an expression stands: `Timer.scheduledTimer(…)`, `Timer(…)`; not the
    // member of another module (`Foundation.Timer`).
    let isMemberName = node.parent?.as(MemberAccessExprSyntax.self)?.declName.id == node.id
    // `abs(x)` in an extension of `CGFloat` is Linux Foundation's static `CGFloat.abs` there.
    if !isMemberName, name == "abs", node.argumentNames == nil,
      node.parent?.is(FunctionCallExprSyntax.self) == true,
      PortSyntax.enclosingExtension(of: node)?.extendedType.trimmedDescription == "CGFloat"
    {
      edits.append(PortEdit(start: start(node), end: end(node), replacement: "Swift.abs"))
    }
    // `NSClassFromString("UIFeedbackGenerator")`: the surface's lookup knows UIKit's names.
    if !isMemberName, name == "NSClassFromString",
      node.parent?.is(FunctionCallExprSyntax.self) == true
    {
      edits.append(
        PortEdit(start: start(node), end: end(node), replacement: "headlessClassFromString"))
    }
    if !isMemberName, let clock = ClockRewrite.type(name, index: index) {
      edits.append(PortEdit(start: start(node), end: end(node), replacement: clock))
    }
    // `os.Logger()`, `OSLog.OSLogType.debug`: the module-qualified name in HeadlessLogging.
    if let access = node.parent?.as(MemberAccessExprSyntax.self), access.base?.id == node.id,
      isLoggingModule(name, member: access.declName.baseName.text)
    {
      edits.append(PortEdit(start: start(node), end: end(node), replacement: "HeadlessLogging"))
    }
    return .visitChildren
  }

  override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
    if node.genericArgumentClause == nil,
      let clock = ClockRewrite.type(node.name.text, index: index)
    {
      edits.append(PortEdit(start: start(node.name), end: end(node.name), replacement: clock))
    }
    // `let log: os.Logger`: the module-qualified type in HeadlessLogging.
    if let member = node.parent?.as(MemberTypeSyntax.self), member.baseType.id == node.id,
      isLoggingModule(node.name.text, member: member.name.text)
    {
      edits.append(
        PortEdit(start: start(node.name), end: end(node.name), replacement: "HeadlessLogging"))
    }
    return .visitChildren
  }

  /// Whether `name.member` names a logging symbol through Apple's module (`os.Logger`), in a
  /// file that imports it: a local named `os` with a member of its own is left alone.
  private func isLoggingModule(_ name: String, member: String) -> Bool {
    importsLogging && (name == "os" || name == "OSLog")
      && Self.loggingSymbols.contains(member)
  }

  /// What HeadlessLogging declares, as a file names it through Apple's `os` module.
  static let loggingSymbols: Set<String> = [
    "Logger", "OSLog", "OSLogType", "OSLogMessage", "OSLogInterpolation", "OSLogPrivacy",
    "OSLogIntegerFormatting", "OSLogFloatFormatting", "OSLogBoolFormat", "OSLogStringAlignment",
    "os_log",
  ]

  /// Objective-C runtime calls with no equivalent in Swift on Linux, and what to write instead.
  static let runtimeOnly: [String: String] = [
    "method_exchangeImplementations":
      "method swizzling cannot be ported; call the replacement method directly",
    "class_getInstanceMethod": "method swizzling cannot be ported; call the method directly",
    "NSSelectorFromString":
      "the selector it makes names a method but cannot call it; use `#selector(Type.method(_:))`",
  ]

  // MARK: - Helpers

  private func blank(_ node: some SyntaxProtocol) {
    edits.append(.blank(start(node), end(node), in: text))
  }

  private func warn(_ node: some SyntaxProtocol, _ message: String) {
    let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
    diagnostics.append(
      PortDiagnostic(
        file: path, line: location.line, column: location.column, severity: .warning,
        message: message))
  }

  private func line(of node: some SyntaxProtocol) -> Int {
    converter.location(for: node.positionAfterSkippingLeadingTrivia).line
  }

  private func start(_ node: some SyntaxProtocol) -> Int {
    node.positionAfterSkippingLeadingTrivia.utf8Offset
  }

  private func end(_ node: some SyntaxProtocol) -> Int {
    node.endPositionBeforeTrailingTrivia.utf8Offset
  }
}
