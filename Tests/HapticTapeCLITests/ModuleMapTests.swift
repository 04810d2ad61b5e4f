import Foundation
import Testing

/// CONTRIBUTING.md's module map lists exactly the targets Package.swift declares, so the map
/// cannot drift from the package: a new target without a line in the map fails here, and so
/// does a line for a target that no longer exists.
@Suite struct ModuleMapTests {
  static let root: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The names of every target Package.swift declares, on every platform (the Linux-only
  /// targets inside `#if os(Linux)` included).
  static func packageTargets() throws -> Set<String> {
    let manifest = try String(
      contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let declaration = /\.(?:target|executableTarget|testTarget|systemLibrary)\(\s*name:\s*"([^"]+)"/
    return Set(manifest.matches(of: declaration).map { String($0.output.1) })
  }

  /// The first code span of each table row under CONTRIBUTING.md's "## Module map", up to the
  /// next second-level heading.
  static func mappedTargets() throws -> [String] {
    let text = try String(
      contentsOf: root.appendingPathComponent("CONTRIBUTING.md"), encoding: .utf8)
    let lines = text.components(separatedBy: "\n")
    guard let start = lines.firstIndex(of: "## Module map") else { return [] }
    let section = lines[(start + 1)...].prefix { !$0.hasPrefix("## ") }
    let firstCell = /^\| `([^`]+)`/
    return section.compactMap { line in (try? firstCell.firstMatch(in: line)).flatMap { $0 } }
      .map { String($0.output.1) }
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
}
