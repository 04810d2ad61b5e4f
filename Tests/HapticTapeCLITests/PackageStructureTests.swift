import Foundation
import HapticTapeTestSupport
import Testing

/// The package's structure, as Package.swift declares it and as its sources import it.
///
/// Every target imports exactly the modules it declares, and no module imports one from a layer
/// it may not use. A failure names the file and the import.
///
/// The layers are written here once; CONTRIBUTING.md's module map describes them.
@Suite struct PackageStructureTests {
  static let root: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Each layer, bottom first, with the layers below it that its modules may import.
  ///
  /// A layer's modules may import each other too. The Apple-named surface is a front end over the engines and the scene
  /// framework, beside tapes and replay rather than above them.
  static let layers: [(name: String, modules: [String], uses: [String])] = [
    ("core", ["TouchCore", "JSONCore", "CZlib", "_Testing_CoreGraphics", "_Testing_UIKit"], []),
    ("input", ["TouchInput", "TouchImport"], ["core"]),
    ("engine", ["ScrollPhysics", "ScrollEngine", "CollectionLayout"], ["core", "input"]),
    ("haptics", ["Haptics", "HapticExport"], ["core"]),
    ("scenes", ["Scenes", "SeedScenes"], ["core", "input", "engine", "haptics"]),
    ("tape", ["Tape"], ["core", "input"]),
    ("replay", ["Replay"], ["core", "input", "engine", "haptics", "scenes", "tape"]),
    (
      "surface",
      ["HeadlessRuntime", "CoreGraphics", "QuartzCore", "CoreHaptics", "UIKit", "HapticTapeUIKit"],
      ["core", "input", "engine", "haptics", "scenes"]
    ),
    (
      "library", ["HapticTape"],
      ["core", "input", "engine", "haptics", "scenes", "tape", "replay"]
    ),
    (
      "tools",
      [
        "HapticTapeReport", "HapticTapeStudio", "HapticTapeCLI", "haptictape", "HapticTapeTesting",
        "HapticTapeFuzzEntryPoints", "HapticTapeTestSupport",
      ],
      ["core", "input", "engine", "haptics", "scenes", "tape", "replay", "library"]
    ),
  ]

  /// Modules of the toolchain and the system, imported without a declaration.
  static let system: Set<String> = [
    "Foundation", "FoundationEssentials", "Glibc", "Musl", "Darwin", "ucrt", "WinSDK", "Dispatch",
    "Synchronization", "Observation", "Testing", "XCTest",
  ]

  /// Declarations with no import, and why.
  static let declaredWithoutImport: Set<String> = [
    // Swift Testing's cross-import overlay names, which must exist beside the surface's modules.
    "CoreGraphics→_Testing_CoreGraphics", "UIKit→_Testing_UIKit",
    // Executables the tests run, declared so that `swift build --build-tests` builds them.
    "HapticTapeCLITests→haptictape",
  ]

  /// A target as `swift package dump-package` describes it.
  struct Target {
    var name: String
    var isTest: Bool
    var path: String
    var dependencies: Set<String>
  }

  /// Every target Package.swift declares on this platform, with its dependencies' module names.
  static func targets() throws -> [Target] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    // A scratch folder of its own: the package's build folder is held by the running test.
    let scratch = try ScratchFolder.make("dump-package")
    process.arguments = ["swift", "package", "--scratch-path", scratch.path, "dump-package"]
    process.currentDirectoryURL = root
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let manifest = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let targets = try #require(manifest["targets"] as? [[String: Any]])
    return targets.compactMap { target -> Target? in
      guard let name = target["name"] as? String, let type = target["type"] as? String,
        type != "system"
      else { return nil }
      let dependencies = (target["dependencies"] as? [[String: [Any]]] ?? []).compactMap {
        $0.values.first?.first as? String
      }
      let folder = type == "test" ? "Tests/" : "Sources/"
      return Target(
        name: name, isTest: type == "test", path: target["path"] as? String ?? folder + name,
        dependencies: Set(dependencies.map(moduleName)))
    }
  }

  /// `hosted-crash-tool` → `hosted_crash_tool`, the module name of a target.
  static func moduleName(_ target: String) -> String {
    target.replacingOccurrences(of: "-", with: "_")
  }

  /// The modules `target`'s sources import, each with the first file and line that does; an
  /// import under `#if canImport(…)` or `#if os(…)` is a platform's (CoreGraphics on Apple's) and
  /// left out.
  static func imports(of target: Target) throws -> [String: String] {
    let folder = root.appendingPathComponent(target.path)
    guard let files = FileManager.default.enumerator(atPath: folder.path) else { return [:] }
    let statement =
      /^\s*(?:@\w+\s+)*(?:(?:public|package|internal|private|fileprivate)\s+)?import\s+(?:(?:struct|class|enum|protocol|typealias|func|var|let)\s+)?(\w+)/
    var found: [String: String] = [:]
    for case let file as String in files where file.hasSuffix(".swift") {
      let path = target.path + "/" + file
      let lines = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        .components(separatedBy: "\n")
      var isPlatformBlock = false
      for (index, line) in lines.enumerated() {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("#if canImport(") || trimmed.hasPrefix("#if os(") {
          isPlatformBlock = true
        } else if trimmed.hasPrefix("#endif") {
          isPlatformBlock = false
        }
        guard let match = try statement.firstMatch(in: line) else { continue }
        let module = String(match.output.1)
        if isPlatformBlock || system.contains(module) { continue }
        if found[module] == nil { found[module] = "\(path):\(index + 1)" }
      }
    }
    found[moduleName(target.name)] = nil
    return found
  }

  @Test func everyTargetImportsExactlyWhatItDeclares() throws {
    for target in try Self.targets() {
      let imports = try Self.imports(of: target)
      for (module, place) in imports.sorted(by: { $0.key < $1.key })
      where !target.dependencies.contains(module) {
        Issue.record("\(place): imports \(module), which \(target.name) does not declare")
      }
      for module in target.dependencies.sorted()
      where imports[module] == nil
        && !Self.declaredWithoutImport.contains("\(target.name)→\(module)")
      {
        Issue.record("\(target.name) declares \(module) and none of its files imports it")
      }
    }
  }

  @Test func noModuleImportsOneFromALayerAboveIt() throws {
    let layerOf = Dictionary(
      uniqueKeysWithValues: Self.layers.flatMap { layer in layer.modules.map { ($0, layer) } })
    for target in try Self.targets() where !target.isTest {
      guard let layer = layerOf[target.name] else {
        if Self.moduleName(target.name) != "hosted_crash_tool" {
          Issue.record("\(target.name) has no layer in PackageStructureTests.layers")
        }
        continue
      }
      for (module, place) in try Self.imports(of: target).sorted(by: { $0.key < $1.key }) {
        guard let used = layerOf[module] else { continue }
        if used.name != layer.name && !layer.uses.contains(used.name) {
          let allowed = ([layer.name] + layer.uses).joined(separator: ", ")
          let message =
            "\(place): \(target.name) (layer \(layer.name)) imports \(module) (layer \(used.name)), "
            + "which it may not; it may use \(allowed)"
          Issue.record(Comment(rawValue: message))
        }
      }
    }
  }
}
