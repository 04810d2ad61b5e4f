import Foundation

/// A path pattern relative to the package: `*` and `?` match within one name, `**` any number
/// of folders; a pattern naming a folder takes every `.swift` file below it.
struct PortGlob {
  private let components: [Substring]

  init(_ pattern: String) {
    components = pattern.split(separator: "/", omittingEmptySubsequences: true)
  }

  /// The absolute paths of the `.swift` files the pattern names.
  func matches(under root: URL) -> [String] {
    var results: [String] = []
    expand(components[...], at: root.standardizedFileURL, into: &results)
    return results
  }

  private func expand(_ rest: ArraySlice<Substring>, at folder: URL, into results: inout [String]) {
    let manager = FileManager.default
    guard let first = rest.first else {
      var isFolder: ObjCBool = false
      let path = folder.path(percentEncoded: false)
      guard manager.fileExists(atPath: path, isDirectory: &isFolder) else { return }
      if !isFolder.boolValue {
        if path.hasSuffix(".swift") { results.append(path) }
        return
      }
      // A folder: every Swift file below it.
      expand(["**", "*.swift"], at: folder, into: &results)
      return
    }
    let remaining = rest.dropFirst()
    if first == "**" {
      expand(remaining, at: folder, into: &results)
      for child in children(of: folder) where isFolder(child) {
        expand(rest, at: child, into: &results)
      }
    } else if first.contains("*") || first.contains("?") {
      for child in children(of: folder) where Self.name(child.lastPathComponent, matches: first) {
        expand(remaining, at: child, into: &results)
      }
    } else {
      expand(
        remaining, at: folder.appending(path: String(first)).standardizedFileURL, into: &results)
    }
  }

  private func children(of folder: URL) -> [URL] {
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: folder.path(percentEncoded: false)))
      ?? []
    return names.sorted().filter { !$0.hasPrefix(".") }.map { folder.appending(path: $0) }
  }

  private func isFolder(_ url: URL) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(
      atPath: url.path(percentEncoded: false), isDirectory: &isFolder)
      && isFolder.boolValue
  }

  /// Whether a name matches a pattern with `*` and `?`.
  static func name(_ name: String, matches pattern: Substring) -> Bool {
    let name = Array(name)
    let pattern = Array(pattern)
    var memo: [Int: Bool] = [:]
    func match(_ n: Int, _ p: Int) -> Bool {
      let key = n * (pattern.count + 1) + p
      if let known = memo[key] { return known }
      let result: Bool
      if p == pattern.count {
        result = n == name.count
      } else if pattern[p] == "*" {
        result = match(n, p + 1) || (n < name.count && match(n + 1, p))
      } else {
        result =
          n < name.count && (pattern[p] == "?" || pattern[p] == name[n]) && match(n + 1, p + 1)
      }
      memo[key] = result
      return result
    }
    return match(0, 0)
  }
}
