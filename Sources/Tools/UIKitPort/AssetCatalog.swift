import Foundation

/// The named images and colours of an Xcode asset catalogue (`Assets.xcassets`), as Xcode reads
/// them to generate its asset symbols.
///
/// An `X.imageset` folder is the image `X`, an `X.colorset` the colour `X`, at any depth. A
/// folder whose `Contents.json` says `"provides-namespace" : true` puts its name and `/` before
/// the names inside it, as Xcode does. Other sets (app icons, symbols, data) have no symbols.
public struct AssetCatalog: Sendable, Equatable {
  /// What an asset is.
  public enum Kind: Sendable, Equatable {
    case image, color
  }

  /// One named asset.
  public struct Asset: Sendable, Equatable {
    /// Its name in the catalogue, with the namespaces of the folders around it.
    public let name: String
    public let kind: Kind

    public init(name: String, kind: Kind) {
      self.name = name
      self.kind = kind
    }
  }

  /// The catalogue's path, as given.
  public let path: String
  /// Its assets, sorted by name, so the symbols come out in the same order on every machine.
  public let assets: [Asset]

  public init(path: String, assets: [Asset]) {
    self.path = path
    // Images before colours of one name: the order does not depend on the file system's.
    self.assets = assets.sorted {
      ($0.name, $0.kind == .color ? 1 : 0) < ($1.name, $1.kind == .color ? 1 : 0)
    }
  }

  /// Reads the catalogue at `path`.
  ///
  /// - Throws: ``AssetCatalogError`` when `path` is not a folder.
  public static func read(at path: String) throws(AssetCatalogError) -> AssetCatalog {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue
    else {
      throw AssetCatalogError(
        "\(path): error: no asset catalogue here; list the app's .xcassets folders in "
          + "haptictape-port.json's \"assets\", relative to the package")
    }
    var assets: [Asset] = []
    collect(in: URL(fileURLWithPath: path), namespace: "", into: &assets, depth: 0)
    return AssetCatalog(path: path, assets: assets)
  }

  /// The deepest folder read (a catalogue is a few folders deep; a link loop stops here).
  private static let maximumDepth = 64

  private static func collect(
    in folder: URL, namespace: String, into assets: inout [Asset], depth: Int
  ) {
    guard depth < maximumDepth,
      let entries = try? FileManager.default.contentsOfDirectory(
        at: folder, includingPropertiesForKeys: [.isDirectoryKey])
    else { return }
    for entry in entries.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
      guard (try? entry.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true else {
        continue
      }
      let name = entry.deletingPathExtension().lastPathComponent
      switch entry.pathExtension {
      case "imageset": assets.append(Asset(name: namespace + name, kind: .image))
      case "colorset": assets.append(Asset(name: namespace + name, kind: .color))
      case "":
        let inner = providesNamespace(entry) ? namespace + name + "/" : namespace
        collect(in: entry, namespace: inner, into: &assets, depth: depth + 1)
      default: continue
      }
    }
  }

  /// Whether the folder's `Contents.json` gives its assets its name as a namespace.
  private static func providesNamespace(_ folder: URL) -> Bool {
    guard let data = try? Data(contentsOf: folder.appending(path: "Contents.json")),
      let contents = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let properties = contents["properties"] as? [String: Any]
    else { return false }
    return properties["provides-namespace"] as? Bool ?? false
  }
}

/// A catalogue that cannot be read, with the message the build shows.
public struct AssetCatalogError: Error, CustomStringConvertible {
  public let description: String
  init(_ description: String) { self.description = description }
}
