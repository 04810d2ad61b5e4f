import Foundation

/// Reads the declarations of one Swift source file of the headless surface, line by line.
///
/// Not a compiler: it blanks string literals, drops comments, and follows braces to know whether
/// a line is at the top level, in a type or extension (where declarations are members), or in a
/// body (where nothing is). A declaration is a line that starts, after attributes and modifiers,
/// with a declaration keyword; a function's parameter list may run over several lines. It relies
/// on the package's formatting (one declaration a line, `swift format`'s layout).
///
/// ```swift
/// let declarations = SurfaceSourceReader.declarations(
///   in: text, file: "Sources/Surface/UIKit/UIView.swift", framework: "UIKit")
/// ```
struct SurfaceSourceReader {
  /// What an opening brace opens.
  private enum Scope {
    /// A type's or extension's body: its path, the access a protocol gives its requirements, the
    /// access an enum gives its cases, and an extension's doc comment.
    case container(
      path: String, requirementAccess: SurfaceDeclaration.Access?,
      caseAccess: SurfaceDeclaration.Access?, extensionDoc: String)
    /// A function's, property's or closure's body, or anything else.
    case body
  }

  private static let modifiers: Set<String> = [
    "open", "public", "package", "internal", "private", "fileprivate", "final", "override",
    "convenience", "required", "static", "mutating", "nonmutating", "nonisolated", "dynamic",
    "lazy", "weak", "unowned", "indirect", "optional", "isolated", "consuming", "borrowing",
    "distributed",
  ]

  private static let typeKeywords: Set<String> = [
    "class", "struct", "enum", "protocol", "actor", "typealias",
  ]

  /// The declarations in `text`, a Swift source file.
  ///
  /// - Parameters:
  ///   - text: The file's contents.
  ///   - file: The path to name in findings.
  ///   - framework: The surface framework the file belongs to.
  /// - Returns: Types, extensions and members, in source order.
  static func declarations(in text: String, file: String, framework: String)
    -> [SurfaceDeclaration]
  {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    var inBlockComment = false
    let codeLines = lines.map { code(of: $0, inBlockComment: &inBlockComment) }
    var declarations: [SurfaceDeclaration] = []
    var scopes: [Scope] = []
    var pending: Scope?
    var doc: [String] = []
    for (index, line) in lines.enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("///") {
        doc.append(String(trimmed.dropFirst(3)).trimmingCharacters(in: .whitespaces))
        continue
      }
      let code = codeLines[index]
      let codeTrimmed = code.trimmingCharacters(in: .whitespaces)
      if codeTrimmed.isEmpty {
        if trimmed.isEmpty { doc = [] }
        continue
      }
      if codeTrimmed.hasPrefix("#") { continue }  // #if, #else, #endif
      // A line is read as one segment, except that what follows the opening brace of a type or
      // extension (`enum Mode { case a, b }`) is read again as a line inside it.
      var segment = codeTrimmed[...]
      var segmentDoc = doc.joined(separator: " ")
      while !segment.isEmpty {
        var opensContainer = false
        if case .container(let path, let requirementAccess, let caseAccess, let extensionDoc) =
          scopes.last
          ?? .container(path: "", requirementAccess: nil, caseAccess: nil, extensionDoc: "")
        {
          let following = codeLines[(index + 1)...].prefix(40)
          let reading = DeclarationLine(
            code: String(segment),
            signature: ([String(segment)] + following).joined(separator: "\n"),
            owner: path.isEmpty ? nil : path, requirementAccess: requirementAccess,
            caseAccess: caseAccess, doc: segmentDoc, extensionDoc: extensionDoc,
            framework: framework, file: file, line: index + 1)
          if let found = reading.read() {
            declarations += found.declarations
            pending = found.opens
            if case .container = found.opens { opensContainer = true }
          }
        }
        var rest: Substring = ""
        for (offset, character) in zip(segment.indices, segment) {
          if character == "{" {
            scopes.append(pending ?? .body)
            pending = nil
            if opensContainer {
              rest = segment[segment.index(after: offset)...]
              break
            }
          } else if character == "}" {
            _ = scopes.popLast()
            pending = nil
          }
        }
        segment = rest.drop { $0 == " " }
        segmentDoc = ""
      }
      if !codeTrimmed.hasPrefix("@") { doc = [] }
    }
    return declarations
  }

  /// One line's code: string literals' contents blanked (`""` left), comments dropped.
  static func code(of line: Substring, inBlockComment: inout Bool) -> String {
    // Each entry is a string literal being read (true) or code inside an interpolation, with its
    // parenthesis depth (false).
    var modes: [(isString: Bool, depth: Int)] = [(false, 0)]
    var output = ""
    var index = line.startIndex
    while index < line.endIndex {
      let character = line[index]
      let next = line.index(after: index)
      let following = next < line.endIndex ? line[next] : nil
      if inBlockComment {
        if character == "*", following == "/" {
          inBlockComment = false
          index = line.index(after: next)
        } else {
          index = next
        }
        continue
      }
      let mode = modes[modes.count - 1]
      if mode.isString {
        if character == "\\", following == "(" {
          modes.append((false, 0))
          index = line.index(after: next)
          continue
        }
        if character == "\\", following != nil {
          index = line.index(after: next)
          continue
        }
        if character == "\"" {
          modes.removeLast()
          output.append("\"")
        }
        index = next
        continue
      }
      switch character {
      case "/" where following == "/":
        return output
      case "/" where following == "*":
        inBlockComment = true
        index = line.index(after: next)
        continue
      case "\"":
        modes.append((true, 0))
        output.append("\"")
      case "(":
        modes[modes.count - 1].depth += 1
        output.append(character)
      case ")" where mode.depth == 0 && modes.count > 1:
        modes.removeLast()  // the interpolation ends; back in the string
      case ")":
        modes[modes.count - 1].depth -= 1
        output.append(character)
      default:
        output.append(character)
      }
      index = next
    }
    return output
  }

  /// One line read as a declaration.
  private struct DeclarationLine {
    var code: String
    /// The code from this line on, for a parameter list that runs over several lines.
    var signature: String
    var owner: String?
    var requirementAccess: SurfaceDeclaration.Access?
    var caseAccess: SurfaceDeclaration.Access?
    var doc: String
    var extensionDoc: String
    var framework: String
    var file: String
    var line: Int

    /// The declarations the line makes, and what its next opening brace opens.
    func read() -> (declarations: [SurfaceDeclaration], opens: Scope)? {
      var scanner = TokenScanner(code)
      scanner.skipAttributes()
      var access: SurfaceDeclaration.Access?
      while let word = scanner.peekWord() {
        if word == "class", let after = scanner.peekWord(skipping: 1),
          ["func", "var", "let", "subscript", "init"].contains(after)
        {
          scanner.skipWord()
          continue
        }
        guard SurfaceSourceReader.modifiers.contains(word) else { break }
        scanner.skipWord()
        if scanner.skip("(") {  // private(set), public(set): the setter's access
          _ = scanner.word()
          _ = scanner.skip(")")
          continue
        }
        switch word {
        case "open": access = .open
        case "public": access = .public
        case "package": access = .package
        case "internal": access = .internal
        case "private", "fileprivate": access = .private
        default: break
        }
      }
      guard let keyword = scanner.word() else { return nil }
      let resolved = access ?? requirementAccess ?? .internal
      func make(
        _ kind: SurfaceDeclaration.Kind, _ name: String, labels: [String]? = nil,
        typeKeyword: String? = nil, inherits: [String] = [], owner: String? = nil,
        access: SurfaceDeclaration.Access? = nil
      ) -> SurfaceDeclaration {
        SurfaceDeclaration(
          kind: kind, owner: owner ?? self.owner, name: name, labels: labels,
          access: access ?? resolved, typeKeyword: typeKeyword, inherits: inherits, doc: doc,
          extensionDoc: extensionDoc, framework: framework, file: file, line: line)
      }
      switch keyword {
      case _ where SurfaceSourceReader.typeKeywords.contains(keyword):
        guard let name = scanner.word() else { return nil }
        let declaration = make(
          .type, name, typeKeyword: keyword, inherits: Self.inherited(scanner.rest))
        let scope = Scope.container(
          path: declaration.path, requirementAccess: keyword == "protocol" ? resolved : nil,
          caseAccess: keyword == "enum" ? resolved : nil, extensionDoc: "")
        return ([declaration], scope)
      case "extension":
        guard let name = scanner.dottedName() else { return nil }
        let rest = scanner.rest
        var inherits = Self.inherited(rest)
        var extended = name
        // `extension P where Self: UIView` adds to UIView: its members belong there.
        if let bound = Self.selfBound(rest) {
          extended = bound
          inherits.append(name)
        }
        let declaration = make(.extension, extended, inherits: inherits, owner: nil)
        let scope = Scope.container(
          path: extended, requirementAccess: nil, caseAccess: nil, extensionDoc: doc)
        return ([declaration], scope)
      case "func", "macro":
        guard let name = scanner.word() else { return ([], .body) }
        // A name that is a keyword is spelled in backticks (`default`).
        let quoted = "\(keyword) `\(name)`"
        let spelled = signature.contains(quoted) ? quoted : "\(keyword) \(name)"
        let labels = Self.labels(after: spelled, in: signature)
        return ([make(.function, name, labels: labels)], .body)
      case "init":
        return (
          [make(.initializer, "init", labels: Self.labels(after: "init", in: signature))], .body
        )
      case "var", "let":
        let names = Self.boundNames(scanner.rest)
        return (names.map { make(.property, $0) }, .body)
      case "case":
        guard let caseAccess else { return nil }
        let names = Self.boundNames(scanner.rest)
        return (names.map { make(.enumCase, $0, access: access ?? caseAccess) }, .body)
      case "associatedtype":
        guard let name = scanner.word() else { return nil }
        return ([make(.associatedType, name)], .body)
      case "subscript", "deinit":
        return ([], .body)
      default:
        return nil
      }
    }

    /// The names in an inheritance clause (`: A, B<C>, @unchecked Sendable where …`).
    static func inherited(_ rest: Substring) -> [String] {
      var text = rest.trimmingCharacters(in: .whitespaces)[...]
      if text.hasPrefix("<") { text = text.dropFirst(balancedLength(text, open: "<", close: ">")) }
      text = text.drop { $0 == " " }
      guard text.hasPrefix(":") else { return [] }
      text = text.dropFirst()
      for stop in ["{", " where ", "="] {
        if let range = text.range(of: stop) { text = text[..<range.lowerBound] }
      }
      return splitTopLevel(text, on: [",", "&"]).compactMap { part in
        var name = part.trimmingCharacters(in: .whitespaces)
        for prefix in ["@unchecked ", "@preconcurrency ", "any ", "@retroactive "] {
          if name.hasPrefix(prefix) { name = String(name.dropFirst(prefix.count)) }
        }
        if let angle = name.firstIndex(of: "<") { name = String(name[..<angle]) }
        name = name.trimmingCharacters(in: .whitespaces)
        return name.isEmpty ? nil : name
      }
    }

    /// The `X` of `where Self: X`.
    static func selfBound(_ rest: Substring) -> String? {
      guard let range = rest.range(of: "where Self:") else { return nil }
      var scanner = TokenScanner(rest[range.upperBound...])
      return scanner.dottedName()
    }

    /// The names a `var`, `let` or `case` binds (`red: CGFloat, green: CGFloat`; `a, b(Int)`).
    static func boundNames(_ rest: Substring) -> [String] {
      var text = rest
      if let brace = text.firstIndex(of: "{") { text = text[..<brace] }
      return splitTopLevel(text, on: [","]).compactMap { part in
        var scanner = TokenScanner(part[...])
        guard let name = scanner.word(), name != "_" else { return nil }
        return name
      }
    }

    /// The argument labels of the parameter list that follows `name` in `signature`.
    static func labels(after name: String, in signature: String) -> [String]? {
      guard let nameRange = signature.range(of: name) else { return nil }
      var text = signature[nameRange.upperBound...]
      text = text.drop { $0 == "?" || $0 == "!" || $0 == " " }
      if text.hasPrefix("<") { text = text.dropFirst(balancedLength(text, open: "<", close: ">")) }
      text = text.drop { $0 == " " || $0 == "\n" }
      guard text.hasPrefix("(") else { return nil }
      let length = balancedLength(text, open: "(", close: ")")
      let inside = text.dropFirst().prefix(max(0, length - 2))
      return splitTopLevel(inside, on: [","]).compactMap { parameter in
        let trimmed = parameter.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let colon = trimmed.firstIndex(of: ":") else { return nil }
        let names = trimmed[..<colon].split(separator: " ").filter { !$0.hasPrefix("@") }
        return names.first.map(String.init)
      }
    }

    /// The length of the bracketed run that starts `text`, brackets included.
    static func balancedLength(_ text: Substring, open: Character, close: Character) -> Int {
      var depth = 0
      var length = 0
      var previous: Character = " "
      for character in text {
        length += 1
        if character == open {
          depth += 1
        } else if character == close, !(close == ">" && previous == "-") {
          depth -= 1
          if depth == 0 { return length }
        }
        previous = character
      }
      return length
    }

    /// `text` split at `separators` that are outside brackets.
    static func splitTopLevel(_ text: Substring, on separators: Set<Character>) -> [Substring] {
      var parts: [Substring] = []
      var depth = 0
      var start = text.startIndex
      var previous: Character = " "
      for index in text.indices {
        let character = text[index]
        switch character {
        case "(", "[", "<", "{": depth += 1
        case ")", "]", "}": depth -= 1
        case ">" where previous != "-": depth -= 1
        case _ where separators.contains(character) && depth == 0:
          parts.append(text[start..<index])
          start = text.index(after: index)
        default: break
        }
        previous = character
      }
      parts.append(text[start...])
      return parts
    }
  }

  /// Words and punctuation of one line of code.
  private struct TokenScanner {
    private(set) var rest: Substring

    init(_ text: Substring) { rest = text }
    init(_ text: String) { rest = text[...] }

    private static func isWordCharacter(_ character: Character) -> Bool {
      character.isLetter || character.isNumber || character == "_" || character == "`"
    }

    private mutating func skipSpaces() { rest = rest.drop { $0 == " " || $0 == "\n" } }

    /// Skips `@Attribute` and `@Attribute(…)` at the start.
    mutating func skipAttributes() {
      skipSpaces()
      while rest.hasPrefix("@") {
        rest = rest.dropFirst()
        rest = rest.drop(while: Self.isWordCharacter)
        if rest.hasPrefix("(") {
          let length = DeclarationLine.balancedLength(rest, open: "(", close: ")")
          rest = rest.dropFirst(length)
        }
        skipSpaces()
      }
    }

    func peekWord(skipping count: Int = 0) -> String? {
      var copy = self
      for _ in 0..<count { _ = copy.word() }
      return copy.word()
    }

    mutating func skipWord() { _ = word() }

    mutating func skip(_ text: String) -> Bool {
      guard rest.hasPrefix(text) else { return false }
      rest = rest.dropFirst(text.count)
      return true
    }

    /// The next identifier (backticks removed), or nil when the next token is not one.
    mutating func word() -> String? {
      skipSpaces()
      let word = rest.prefix(while: Self.isWordCharacter)
      guard !word.isEmpty else { return nil }
      rest = rest.dropFirst(word.count)
      return word.replacingOccurrences(of: "`", with: "")
    }

    /// The next dotted type name (`UICollectionView.CellRegistration`), generics dropped.
    mutating func dottedName() -> String? {
      guard var name = word() else { return nil }
      while rest.hasPrefix(".") {
        rest = rest.dropFirst()
        guard let next = word() else { break }
        name += ".\(next)"
      }
      if rest.hasPrefix("<") {
        rest = rest.dropFirst(DeclarationLine.balancedLength(rest, open: "<", close: ">"))
      }
      return name
    }
  }
}
