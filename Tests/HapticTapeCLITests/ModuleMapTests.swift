import Foundation
import Testing

/// CONTRIBUTING.md's module map and Tests/README.md list exactly the targets Package.swift
/// declares, each with its declared dependencies, so the map cannot drift from the package: a
/// new target without a line fails here, and so do a line for a target that no longer exists and
/// a "depends on" cell that is not the target's dependencies.
@Suite struct ModuleMapTests {
  static let root: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The names of every target Package.swift declares, on every platform (the Linux-only
  /// targets inside `#if os(Linux)` included).
  static func packageTargets() throws -> Set<String> {
    let manifest = try String(
      contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let declaration =
      /\.(?:target|executableTarget|testTarget|systemLibrary|plugin|macro)\(\s*name:\s*"([^"]+)"/
    return Set(manifest.matches(of: declaration).map { String($0.output.1) })
  }

  /// Each table row under CONTRIBUTING.md's "## Module map" (up to the next second-level
  /// heading) and of Tests/README.md: its first code span and its last cell.
  static func mappedRows() throws -> [(target: String, dependsOn: String)] {
    let contributing = try String(
      contentsOf: root.appendingPathComponent("CONTRIBUTING.md"), encoding: .utf8
    ).components(separatedBy: "\n")
    let tests = try String(
      contentsOf: root.appendingPathComponent("Tests/README.md"), encoding: .utf8
    ).components(separatedBy: "\n")
    guard let start = contributing.firstIndex(of: "## Module map") else { return [] }
    let section = contributing[(start + 1)...].prefix { !$0.hasPrefix("## ") } + tests
    let row = /^\| `([^`]+)`.*\| ([^|]+) \|$/
    return section.compactMap { line in (try? row.firstMatch(in: line)).flatMap { $0 } }
      .map { (String($0.output.1), String($0.output.2)) }
  }

  /// The first code span of each row of the module map.
  static func mappedTargets() throws -> [String] {
    try mappedRows().map(\.target)
  }

  @Test func everyPackageTargetHasALineInTheModuleMap() throws {
    let targets = try Self.packageTargets()
    let mapped = Set(try Self.mappedTargets())
    // The parse reaches every kind of declaration, the Linux-only block included.
    #expect(targets.isSuperset(of: ["CZlib", "haptictape", "HapticTapeCLITests", "UIKit"]))
    #expect(targets.count >= 40, "only \(targets.count) targets were read from Package.swift")
    let missing = targets.subtracting(mapped).sorted()
    #expect(missing.isEmpty, "CONTRIBUTING.md's module map has no line for \(missing)")
  }

  @Test func everyModuleMapLineNamesAPackageTarget() throws {
    let targets = try Self.packageTargets()
    let mapped = try Self.mappedTargets()
    let unknown = mapped.filter { !targets.contains($0) }
    #expect(unknown.isEmpty, "CONTRIBUTING.md's module map lists \(unknown), not in Package.swift")
    #expect(mapped.count == Set(mapped).count, "a target is listed twice: \(mapped)")
  }

  @Test func everyDependsOnCellIsTheTargetsDeclaredDependencies() throws {
    let declared = Dictionary(
      uniqueKeysWithValues: try PackageStructureTests.targets().map { ($0.name, $0.dependencies) })
    for (target, cell) in try Self.mappedRows() {
      guard let dependencies = declared[target] else { continue }
      // "RealModule (swift-numerics)" names a product and its package; "—" is none.
      let listed = Set(
        cell.split(separator: ",").map {
          PackageStructureTests.moduleName(
            $0.split(separator: "(")[0].trimmingCharacters(in: .whitespaces))
        }.filter { $0 != "—" })
      #expect(
        listed == dependencies,
        "\(target) depends on \(dependencies.sorted()) in Package.swift; the map says \(cell)")
    }
  }
}
