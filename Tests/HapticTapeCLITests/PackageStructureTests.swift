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
  static let root: URL = RepositoryFixture.packageRoot

  /// Each layer, bottom first: its folder under `Sources/`, and the layers below it that its
  /// modules may import.
  ///
  /// A module's layer is the folder it lives in (`Sources/<layer>/<module>`), so the tree shows
  /// what this test enforces. A layer's modules may import each other too. The Apple-named
  /// surface is a front end over the engines and the scene framework, beside tapes and replay
  /// rather than above them.
  static let layers: [(name: String, uses: [String])] = [
    ("Core", []),
    ("Input", ["Core"]),
    ("Engine", ["Core", "Input"]),
    ("Haptics", ["Core"]),
    ("Scenes", ["Core", "Input", "Engine", "Haptics"]),
    ("Tape", ["Core", "Input"]),
    ("Replay", ["Core", "Input", "Engine", "Haptics", "Scenes", "Tape"]),
    ("Surface", ["Core", "Input", "Engine", "Haptics", "Scenes"]),
    ("Library", ["Core", "Input", "Engine", "Haptics", "Scenes", "Tape", "Replay"]),
    (
      "Tools",
      ["Core", "Input", "Engine", "Haptics", "Scenes", "Tape", "Replay", "Library"]
    ),
  ]

  /// Modules of the toolchain and the system, imported without a declaration.
  static let system: Set<String> = [
    "Foundation", "FoundationEssentials", "Glibc", "Musl", "Darwin", "ucrt", "WinSDK", "Dispatch",
    "Synchronization", "Observation", "Testing", "XCTest", "PackagePlugin", "_Concurrency", "Swift",
  ]

  /// Declarations with no import, and why.
  static let declaredWithoutImport: Set<String> = [
    // Swift Testing's cross-import overlay names, which must exist beside the surface's modules.
    "CoreGraphics→_Testing_CoreGraphics", "UIKit→_Testing_UIKit",
    // Executables the tests run, declared so that `swift build --build-tests` builds them.
    "HapticTapeCLITests→haptictape",
    // The command a build plugin runs (a tool, not a module it imports).
    "HapticTapePort→haptictape_port",
    // A macro plug-in, named by `#externalMacro(module:type:)` rather than imported.
    "SwiftUI→SwiftUIMacros",
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
  ///
  /// Attributes before `import` are read past, their arguments too (`@_spi(Fuzzing) import Tape`).
  static func imports(of target: Target, in root: URL = root) throws -> [String: String] {
    let folder = root.appendingPathComponent(target.path)
    guard let files = FileManager.default.enumerator(atPath: folder.path) else { return [:] }
    let statement =
      /^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|private|fileprivate)\s+)?import\s+(?:(?:struct|class|enum|protocol|typealias|func|var|let)\s+)?(\w+)/
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

  /// Imports that are not declared, and declarations that nothing imports.
  static func dependencyFindings(_ targets: [Target], in root: URL = root) throws -> [String] {
    var findings: [String] = []
    for target in targets {
      let imports = try Self.imports(of: target, in: root)
      for (module, place) in imports.sorted(by: { $0.key < $1.key })
      where !target.dependencies.contains(module) {
        findings.append("\(place): imports \(module), which \(target.name) does not declare")
      }
      for module in target.dependencies.sorted()
      where imports[module] == nil
        && !Self.declaredWithoutImport.contains("\(target.name)→\(module)")
      {
        findings.append("\(target.name) declares \(module) and none of its files imports it")
      }
    }
    return findings
  }

  /// The layer folder of a library target (`Sources/<layer>/<module>`), or nil.
  static func layer(of target: Target) -> String? {
    let parts = target.path.split(separator: "/").map(String.init)
    guard parts.count == 3, parts[0] == "Sources", parts[2] == target.name else { return nil }
    return parts[1]
  }

  /// Targets outside a layer folder, and imports of a module from a layer a module may not use.
  static func layerFindings(_ targets: [Target], in root: URL = root) throws -> [String] {
    var findings: [String] = []
    var layerOf: [String: String] = [:]
    let known = Dictionary(uniqueKeysWithValues: layers.map { ($0.name, $0.uses) })
    for target in targets where !target.isTest && !target.path.hasPrefix("Tests/") {
      guard let layer = layer(of: target), known[layer] != nil else {
        let folders = layers.map(\.name).joined(separator: ", ")
        findings.append(
          "\(target.name) lives in \(target.path); move it to Sources/<layer>/\(target.name), "
            + "the layer one of \(folders)")
        continue
      }
      layerOf[moduleName(target.name)] = layer
    }
    for target in targets where !target.isTest {
      guard let layer = layerOf[moduleName(target.name)], let uses = known[layer] else { continue }
      for (module, place) in try imports(of: target, in: root).sorted(by: { $0.key < $1.key }) {
        guard let used = layerOf[module], used != layer, !uses.contains(used) else { continue }
        let allowed = ([layer] + uses).joined(separator: ", ")
        findings.append(
          "\(place): \(target.name) (layer \(layer)) imports \(module) (layer \(used)), "
            + "which it may not; it may use \(allowed)")
      }
    }
    return findings
  }

  @Test func everyTargetImportsExactlyWhatItDeclares() throws {
    for finding in try Self.dependencyFindings(Self.targets()) {
      Issue.record(Comment(rawValue: finding))
    }
  }

  @Test func noModuleImportsOneFromALayerAboveIt() throws {
    for finding in try Self.layerFindings(Self.targets()) {
      Issue.record(Comment(rawValue: finding))
    }
  }

  /// A package with wrong imports planted: an engine module importing the replay layer, and the
  /// tape layer through an SPI.
  @Test func aPlantedWrongImportIsNamedWithItsFileAndLine() throws {
    let root = try ScratchFolder.make("planted-import")
    let folder = root.appendingPathComponent("Sources/Engine/Planted")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try "import TouchCore\n\nimport Replay\n@_spi(Fuzzing) import Tape\n".write(
      to: folder.appendingPathComponent("Planted.swift"), atomically: true, encoding: .utf8)
    let targets = [
      Target(
        name: "Planted", isTest: false, path: "Sources/Engine/Planted",
        dependencies: ["TouchCore"]),
      Target(name: "TouchCore", isTest: false, path: "Sources/Core/TouchCore", dependencies: []),
      Target(name: "Replay", isTest: false, path: "Sources/Replay/Replay", dependencies: []),
      Target(name: "Tape", isTest: false, path: "Sources/Tape/Tape", dependencies: []),
      Target(name: "Loose", isTest: false, path: "Sources/Loose", dependencies: []),
    ]
    #expect(
      try Self.layerFindings(targets, in: root) == [
        "Loose lives in Sources/Loose; move it to Sources/<layer>/Loose, the layer one of "
          + "Core, Input, Engine, Haptics, Scenes, Tape, Replay, Surface, Library, Tools",
        "Sources/Engine/Planted/Planted.swift:3: Planted (layer Engine) imports Replay "
          + "(layer Replay), which it may not; it may use Engine, Core, Input",
        "Sources/Engine/Planted/Planted.swift:4: Planted (layer Engine) imports Tape "
          + "(layer Tape), which it may not; it may use Engine, Core, Input",
      ])
    #expect(
      try Self.dependencyFindings(Array(targets.prefix(1)), in: root) == [
        "Sources/Engine/Planted/Planted.swift:3: imports Replay, which Planted does not declare",
        "Sources/Engine/Planted/Planted.swift:4: imports Tape, which Planted does not declare",
      ])
  }
}
