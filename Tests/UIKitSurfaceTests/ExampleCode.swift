/// The top-level structure of an example's code, enough to compile it beside other examples.
///
/// Declarations (types, extensions, functions, imports) stay at file scope; statements run in a
/// function of their own, as a reader's top-level code would. Strings, interpolations and comments
/// are read as Swift reads them, so a brace in a string does not count.
///
/// ```swift
/// let code = ExampleCode(["struct Settings: Codable { var count = 3 }", "let s = Settings()"])
/// code.chunks.map(\.kind)  // [.declaration, .statement]
/// code.declaredNames       // ["Settings"]
/// ```
struct ExampleCode: Sendable {
  /// Whether a chunk of lines stays at file scope or runs in a function.
  enum Kind: Sendable, Equatable {
    case declaration
    case statement
  }

  /// Consecutive lines of one kind.
  struct Chunk: Sendable {
    /// Where the chunk stays.
    var kind: Kind
    /// The indices of its lines in the example's code.
    var lines: Range<Int>
  }

  /// The example's lines, in chunks that cover them all, in order.
  private(set) var chunks: [Chunk] = []
  /// What the example declares at file scope, which another example in the same module must not:
  /// type and function names, `extension Name` for each extended type, and `@main`.
  private(set) var declarations: Set<String> = []
  /// The type and function names among ``declarations``: what another example could use.
  private(set) var declaredNames: Set<String> = []
  /// Every identifier of the code outside strings and comments.
  private(set) var identifiers: Set<String> = []

  /// Keywords that only qualify the declaration that follows them.
  private static let modifiers: Set<String> = [
    "public", "private", "fileprivate", "internal", "package", "open", "final", "static",
    "nonisolated", "indirect", "dynamic", "required", "convenience", "override", "mutating",
    "nonmutating", "lazy", "weak", "unowned", "consuming", "borrowing",
  ]

  /// Keywords that begin a declaration and the named ones among them.
  private static let declarationKeywords: Set<String> = [
    "struct", "class", "enum", "protocol", "actor", "typealias", "func", "extension", "import",
    "macro", "precedencegroup", "operator", "init", "deinit", "subscript",
  ]
  private static let namedDeclarationKeywords: Set<String> = [
    "struct", "class", "enum", "protocol", "actor", "typealias", "func", "macro",
  ]

  init(_ lines: [String]) {
    var scanner = Scanner()
    var classified: [(line: Int, kind: Kind)] = []
    var pending: Int?
    for (index, line) in lines.enumerated() {
      let (startsAtTopLevel, tokens) = scanner.scan(line)
      guard startsAtTopLevel, let first = tokens.first else { continue }
      if ["#if", "#elseif", "#else"].contains(first) {
        pending = pending ?? index
        continue
      }
      if first == "#endif" { continue }
      var words = tokens[...]
      while let word = words.first, word.hasPrefix("@") || Self.modifiers.contains(word) {
        if word == "@main" { declarations.insert("@main") }
        words = words.dropFirst()
      }
      guard let keyword = words.first else {
        pending = pending ?? index  // attributes on a line of their own
        continue
      }
      let kind: Kind = Self.declarationKeywords.contains(keyword) ? .declaration : .statement
      if kind == .declaration, let name = words.dropFirst().first {
        if keyword == "extension" {
          declarations.insert("extension \(name)")
        } else if Self.namedDeclarationKeywords.contains(keyword) {
          declarations.insert(name)
          declaredNames.insert(name)
        }
      }
      classified.append((pending ?? index, kind))
      pending = nil
    }
    identifiers = scanner.identifiers
    var start = 0
    var kind = classified.first?.kind ?? .statement
    for (line, next) in classified where next != kind {
      chunks.append(Chunk(kind: kind, lines: start..<line))
      (start, kind) = (line, next)
    }
    chunks.append(Chunk(kind: kind, lines: start..<lines.count))
  }
}

// MARK: - Reading Swift

extension ExampleCode {
  /// Reads Swift a line at a time: bracket depth, strings (with interpolations, multi-line and
  /// raw) and comments, and the words of each line at the top level.
  struct Scanner {
    private enum Frame {
      case string(isMultiline: Bool, hashes: Int)
      case interpolation(depth: Int)
    }

    private var depth = 0
    private var frames: [Frame] = []
    private var commentDepth = 0
    /// The identifiers seen so far.
    private(set) var identifiers: Set<String> = []

    /// Whether `line` begins outside any bracket, string or comment, and its words that are:
    /// identifiers, keywords, `@attribute`s and `#directive`s.
    mutating func scan(_ line: String) -> (startsAtTopLevel: Bool, tokens: [String]) {
      let startsAtTopLevel = depth == 0 && frames.isEmpty && commentDepth == 0
      let bytes = Array(line.utf8)
      var tokens: [String] = []
      var index = 0
      func byte(_ offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
      }
      func count(_ character: UInt8, from start: Int) -> Int {
        var end = start
        while end < bytes.count, bytes[end] == character { end += 1 }
        return end - start
      }
      while index < bytes.count {
        let character = bytes[index]
        if commentDepth > 0 {
          if character == .asterisk, byte(1) == .slash {
            commentDepth -= 1
            index += 2
          } else if character == .slash, byte(1) == .asterisk {
            commentDepth += 1
            index += 2
          } else {
            index += 1
          }
          continue
        }
        if case .string(let isMultiline, let hashes)? = frames.last {
          if character == .backslash {
            let hashCount = min(count(.hash, from: index + 1), hashes)
            guard hashCount == hashes else {
              index += 1
              continue
            }
            index += 1 + hashes
            if byte(0) == .openParenthesis {
              frames.append(.interpolation(depth: depth))
              depth += 1
            }
            index += 1
            continue
          }
          let quotes = isMultiline ? 3 : 1
          if character == .quote, count(.quote, from: index) >= quotes,
            count(.hash, from: index + quotes) >= hashes
          {
            frames.removeLast()
            index += quotes + hashes
            continue
          }
          index += 1
          continue
        }
        if character == .slash, byte(1) == .slash { break }
        if character == .slash, byte(1) == .asterisk {
          commentDepth += 1
          index += 2
          continue
        }
        if character == .hash || character == .quote {
          let hashes = count(.hash, from: index)
          if index + hashes < bytes.count, bytes[index + hashes] == .quote {
            let isMultiline = count(.quote, from: index + hashes) >= 3
            frames.append(.string(isMultiline: isMultiline, hashes: hashes))
            index += hashes + (isMultiline ? 3 : 1)
            continue
          }
        }
        if character == .openParenthesis || character == .openBracket || character == .openBrace {
          depth += 1
          index += 1
          continue
        }
        if character == .closeParenthesis || character == .closeBracket
          || character == .closeBrace
        {
          depth -= 1
          if character == .closeParenthesis, case .interpolation(let start)? = frames.last,
            depth == start
          {
            frames.removeLast()
          }
          index += 1
          continue
        }
        let isWordStart = character.isIdentifierHead
        let isMarked =
          (character == .at || character == .hash) && (byte(1)?.isIdentifierHead ?? false)
        if isWordStart || isMarked || character == .backtick {
          let start = index
          index += isWordStart ? 0 : 1
          while index < bytes.count, bytes[index].isIdentifierHead || bytes[index].isDigit {
            index += 1
          }
          if character == .backtick, index < bytes.count { index += 1 }
          let word = String(decoding: bytes[start..<index], as: UTF8.self)
          if isWordStart { identifiers.insert(word) }
          if character == .backtick { identifiers.insert(word.filter { $0 != "`" }) }
          if depth == 0, frames.isEmpty { tokens.append(word) }
          if index == start { index += 1 }
          continue
        }
        index += 1
      }
      // A single-line string does not go on past its line; carry on as Swift reports it.
      while case .string(isMultiline: false, _)? = frames.last { frames.removeLast() }
      return (startsAtTopLevel, tokens)
    }
  }
}

extension UInt8 {
  fileprivate static let slash = UInt8(ascii: "/")
  fileprivate static let asterisk = UInt8(ascii: "*")
  fileprivate static let backslash = UInt8(ascii: "\\")
  fileprivate static let quote = UInt8(ascii: "\"")
  fileprivate static let hash = UInt8(ascii: "#")
  fileprivate static let at = UInt8(ascii: "@")
  fileprivate static let backtick = UInt8(ascii: "`")
  fileprivate static let openParenthesis = UInt8(ascii: "(")
  fileprivate static let closeParenthesis = UInt8(ascii: ")")
  fileprivate static let openBracket = UInt8(ascii: "[")
  fileprivate static let closeBracket = UInt8(ascii: "]")
  fileprivate static let openBrace = UInt8(ascii: "{")
  fileprivate static let closeBrace = UInt8(ascii: "}")

  /// A letter or `_`: the first character of an identifier.
  fileprivate var isIdentifierHead: Bool {
    (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z"))
      || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z")) || self == UInt8(ascii: "_")
  }

  fileprivate var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
}
