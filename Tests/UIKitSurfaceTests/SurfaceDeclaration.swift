/// One declaration in the headless surface's sources, as `SurfaceSourceReader` reads it.
///
/// A type is named by its path (`UICollectionView.CellRegistration`); a member by its owner's
/// path and its base name, with its argument labels when it takes arguments. An extension is a
/// declaration too: it names the type it extends and the protocols it adds, which is how a
/// member declared on a protocol or a superclass is found on the types that inherit it.
struct SurfaceDeclaration: Hashable, Sendable {
  /// What the declaration declares.
  enum Kind: String, Hashable, Sendable {
    case type
    case `extension`
    case function
    case initializer
    case property
    case enumCase
    case associatedType
  }

  /// The access level written on the declaration, or implied by a public protocol or enum.
  enum Access: String, Hashable, Sendable {
    case open
    case `public`
    case package
    case `internal`
    case `private`

    /// Whether an app that imports the framework sees the declaration.
    var isPublic: Bool { self == .open || self == .public }
  }

  var kind: Kind
  /// The enclosing type's path, or `nil` at the top level.
  var owner: String?
  /// The base name (`init` for an initializer; the extended type's path for an extension).
  var name: String
  /// The argument labels (`_` where there is none) of a function or initializer.
  var labels: [String]?
  var access: Access
  /// For a type: `class`, `struct`, `enum`, `protocol`, `typealias` or `actor`.
  var typeKeyword: String?
  /// The names in a type's or extension's inheritance clause, and a `where Self:` bound.
  var inherits: [String]
  /// The declaration's `///` comment, its lines joined by spaces.
  var doc: String
  /// The `///` comment of the extension the declaration is in, if any (a feature area's note,
  /// such as "Auto Layout on views, inert").
  var extensionDoc: String
  /// The framework folder under `Sources/Surface` (`UIKit`, `QuartzCore`, …).
  var framework: String
  /// The file's path, as given to the reader, and the declaration's 1-based line.
  var file: String
  var line: Int

  /// The path a type declaration names (`Outer.Inner`).
  var path: String { owner.map { "\($0).\(name)" } ?? name }

  /// `file:line`, for a finding.
  var location: String { "\(file):\(line)" }
}
