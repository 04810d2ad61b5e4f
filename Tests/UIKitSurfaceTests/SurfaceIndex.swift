/// The surface's declarations, looked up by the names a compatibility page writes.
///
/// A member is found on a type, its superclass, the protocols it adopts, and their ancestors, as
/// Swift finds it: `UICollectionView.contentOffset` is `UIScrollView`'s property.
struct SurfaceIndex: Sendable {
  /// A page's name split into the type it names and, for a member, the member.
  struct Reference: Hashable, Sendable {
    /// The type's path (`UICollectionView.ScrollDirection`), or nil for a top-level function or
    /// constant, or for a type the surface does not know (then `member` is nil too).
    var type: String?
    /// The member's base name, and its argument labels when the name gives them.
    var member: String?
    var labels: [String]?
    /// Components that name neither a known type nor one member (`Unknown.Inner.member`).
    var unresolved: String?
  }

  private(set) var types: [String: [SurfaceDeclaration]] = [:]
  private var extensions: [String: [SurfaceDeclaration]] = [:]
  private var members: [String: [SurfaceDeclaration]] = [:]

  init(_ declarations: [SurfaceDeclaration]) {
    for declaration in declarations {
      switch declaration.kind {
      case .type:
        types[declaration.path, default: []].append(declaration)
        members[declaration.owner ?? "", default: []].append(declaration)
      case .extension:
        extensions[declaration.name, default: []].append(declaration)
      default:
        members[declaration.owner ?? "", default: []].append(declaration)
      }
    }
  }

  /// Whether the surface declares or extends the type at `path`.
  func isKnownType(_ path: String) -> Bool { types[path] != nil || extensions[path] != nil }

  /// The type's declarations with a visible access (`open`/`public`, or `package` when allowed).
  func typeDeclarations(_ path: String, allowingPackage: Bool) -> [SurfaceDeclaration] {
    (types[path] ?? []).filter { Self.isVisible($0.access, allowingPackage: allowingPackage) }
  }

  /// `path` and every type it inherits from, nearest first.
  func ancestors(of path: String) -> [String] {
    var seen: [String] = [path]
    var queue = [path]
    while !queue.isEmpty {
      let current = queue.removeFirst()
      let declared = (types[current] ?? []) + (extensions[current] ?? [])
      for name in declared.flatMap(\.inherits) where !seen.contains(name) {
        seen.append(name)
        queue.append(name)
      }
    }
    return seen
  }

  /// The members named `name` (with exactly `labels`, when given) that `type` declares, or else
  /// that its nearest ancestor declaring any does; the top level's when `type` is nil.
  func memberDeclarations(
    _ name: String, labels: [String]?, of type: String?, allowingPackage: Bool
  ) -> [SurfaceDeclaration] {
    for owner in type.map(ancestors(of:)) ?? [""] {
      let found = (members[owner] ?? []).filter { declaration in
        declaration.kind != .extension && declaration.name == name
          && (labels == nil || declaration.labels == labels)
          && Self.isVisible(declaration.access, allowingPackage: allowingPackage)
      }
      if !found.isEmpty { return found }
    }
    return []
  }

  /// The declarations `name` refers to: a type's, or a member's; empty when it names nothing
  /// visible.
  func declarations(for reference: Reference, allowingPackage: Bool) -> [SurfaceDeclaration] {
    if reference.unresolved != nil { return [] }
    guard let member = reference.member else {
      return reference.type.map { typeDeclarations($0, allowingPackage: allowingPackage) } ?? []
    }
    return memberDeclarations(
      member, labels: reference.labels, of: reference.type, allowingPackage: allowingPackage)
  }

  /// `name` split into a type and a member.
  ///
  /// `A.B.c(d:)` is the member `c(d:)` of `A.B` when the surface knows `A.B`; `A(d:)` is
  /// `A.init(d:)`; a name with no dot is a type when the surface knows it, else a top-level
  /// function or constant.
  func reference(for name: String) -> Reference {
    var components = Self.components(of: name)
    // `Type(labels:)` is `Type.init(labels:)` when `Type` is a type.
    if let last = components.last, let paren = last.firstIndex(of: "("),
      isKnownType((components.dropLast() + [String(last[..<paren])]).joined(separator: "."))
    {
      components[components.count - 1] = String(last[..<paren])
      components.append("init" + last[paren...])
    }
    for count in stride(from: components.count, through: 1, by: -1) {
      let path = components.prefix(count).joined(separator: ".")
      guard isKnownType(path) else { continue }
      let rest = components.dropFirst(count)
      if rest.isEmpty { return Reference(type: path) }
      guard rest.count == 1, let member = rest.first else {
        return Reference(type: path, unresolved: rest.joined(separator: "."))
      }
      let (base, labels) = Self.baseAndLabels(member)
      return Reference(type: path, member: base, labels: labels)
    }
    if components.count == 1, let only = components.first {
      let (base, labels) = Self.baseAndLabels(only)
      let declared = members[""]?.contains { $0.name == base && $0.kind != .type } ?? false
      if declared || labels != nil || base.first?.isLowercase == true {
        return Reference(type: nil, member: base, labels: labels)
      }
    }
    // A type the surface does not know (or one of its members).
    return Reference(type: components.first, unresolved: name)
  }

  /// `name`'s components split at dots outside parentheses; `init?` and `init!` become `init`.
  static func components(of name: String) -> [String] {
    var components: [String] = []
    var current = ""
    var depth = 0
    for character in name {
      if character == "(" { depth += 1 }
      if character == ")" { depth -= 1 }
      if character == ".", depth == 0 {
        components.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    components.append(current)
    return components.map { component in
      component.hasPrefix("init?") || component.hasPrefix("init!")
        ? "init" + component.dropFirst(5) : component
    }
  }

  /// `c(d:_:)` as `c` and `["d", "_"]`; `c` alone as `c` and nil.
  static func baseAndLabels(_ member: String) -> (String, [String]?) {
    guard let paren = member.firstIndex(of: "("), member.hasSuffix(")") else {
      return (member, nil)
    }
    let inside = member[member.index(after: paren)..<member.index(before: member.endIndex)]
    let labels = inside.split(separator: ":").map(String.init)
    return (String(member[..<paren]), labels)
  }

  private static func isVisible(_ access: SurfaceDeclaration.Access, allowingPackage: Bool) -> Bool
  {
    access.isPublic || (allowingPackage && access == .package)
  }
}
