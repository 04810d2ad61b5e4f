import Foundation

/// `haptictape-port.json`: which of the app's files the port compiles into a target.
struct PortConfiguration: Decodable {
  static let fileName = "haptictape-port.json"

  /// Paths or globs relative to the package: `*` and `?` within a name, `**` for any folders,
  /// and a folder for every `.swift` file under it.
  var sources: [String]
  /// The app's asset catalogues (`.xcassets` folders) relative to the package, whose symbols
  /// (`Image(.wallpaper)`) the port generates as Xcode does; none when absent.
  var assets: [String]?
  /// Whether the asset symbols are also members of `UIColor`, `UIImage`, `Color` and `Image`
  /// (`Color.brand`), as Xcode makes them when the project's "Generate Swift Asset Symbol
  /// Extensions" is on; off when absent.
  var assetSymbolExtensions: Bool?

  /// Reads the file, with an error that names it and says what to write.
  static func read(_ url: URL) throws -> PortConfiguration {
    let path = url.path(percentEncoded: false)
    guard let data = FileManager.default.contents(atPath: path) else {
      throw PortConfigurationError(
        "\(path): error: no \(fileName) in the target; add one listing the app's files, "
          + #"for example { "sources": ["../MyApp/Screens/**/*.swift"] }"#)
    }
    do {
      return try JSONDecoder().decode(PortConfiguration.self, from: data)
    } catch {
      throw PortConfigurationError(
        "\(path): error: \(describe(error)); write "
          + #"{ "sources": ["path/or/glob.swift", …] } with paths relative to the package"#)
    }
  }

  /// The files the entries name, sorted and without repeats.
  ///
  /// An entry that names nothing is an error: a typo would otherwise port nothing and pass.
  func sources(relativeTo root: URL) throws -> [URL] {
    var found: Set<String> = []
    for entry in sources {
      let matches = PortGlob(entry).matches(under: root)
      guard !matches.isEmpty else {
        throw PortConfigurationError(
          "\(PortConfiguration.fileName): error: \"\(entry)\" names no .swift file under "
            + "\(root.path(percentEncoded: false)); check the path (relative to the package)")
      }
      found.formUnion(matches)
    }
    return found.sorted().map { URL(fileURLWithPath: $0) }
  }

  /// The asset catalogues the entries name, with every file in them (what the symbols are made
  /// from, so a change to a catalogue makes them again).
  ///
  /// An entry that is not a folder is an error that says what to write.
  func assetCatalogs(relativeTo root: URL) throws -> (catalogs: [URL], files: [URL]) {
    var catalogs: [URL] = []
    var files: [URL] = []
    for entry in assets ?? [] {
      let url = root.appending(path: entry).standardizedFileURL
      var isFolder: ObjCBool = false
      guard
        FileManager.default.fileExists(
          atPath: url.path(percentEncoded: false), isDirectory: &isFolder),
        isFolder.boolValue
      else {
        throw PortConfigurationError(
          "\(PortConfiguration.fileName): error: \"\(entry)\" is not a folder under "
            + "\(root.path(percentEncoded: false)); list the app's .xcassets folders, relative to "
            + "the package")
      }
      catalogs.append(url)
      let found = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
      while let file = found?.nextObject() as? URL { files.append(file) }
    }
    return (catalogs, files.sorted { $0.path < $1.path })
  }

  /// A name for the ported copy that is unique in the module: the path below the package root
  /// with its folders joined by `+` (Swift requires distinct file names in a module).
  static func outputName(for source: URL, root: URL) -> String {
    let rootPath = root.standardizedFileURL.path(percentEncoded: false)
    var path = source.standardizedFileURL.path(percentEncoded: false)
    if path.hasPrefix(rootPath) { path.removeFirst(rootPath.count) }
    let parts = path.split(separator: "/").map { $0 == ".." ? "up" : String($0) }
    return parts.joined(separator: "+")
  }

  private static func describe(_ error: any Error) -> String {
    switch error {
    case DecodingError.dataCorrupted(let context): return "not JSON (\(context.debugDescription))"
    case DecodingError.keyNotFound(let key, _): return "no \"\(key.stringValue)\" list"
    case DecodingError.typeMismatch(_, let context):
      return
        "\"\(context.codingPath.map(\.stringValue).joined(separator: "."))\" is not a list of strings"
    default: return "\(error)"
    }
  }
}

/// A configuration problem, shown as the build's error.
struct PortConfigurationError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
