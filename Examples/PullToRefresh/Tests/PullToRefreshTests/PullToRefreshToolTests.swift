import Foundation
import HapticTape
import Testing

/// The package's own tool: `haptictape` with the list's scene added.
@Suite struct PullToRefreshToolTests {
  /// This package's folder, from this file's path.
  static let package = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The built tool, beside the test bundle.
  static let tool: URL = {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    if directory.pathExtension == "xctest" { directory.deleteLastPathComponent() }
    return directory.appendingPathComponent("pull-to-refresh-tool")
  }()

  private func run(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
    let process = Process()
    process.executableURL = Self.tool
    process.arguments = arguments
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: outputData, as: UTF8.self),
      String(decoding: errorData, as: UTF8.self)
    )
  }

  @Test func replaysTheRecordingsWithExitZero() throws {
    let run = try run(["replay", Self.package.appendingPathComponent("Recordings").path])
    #expect(run.status == 0, "\(run.output)\(run.error)")
    #expect(run.output.contains("8 tapes: 8 match"))
  }

  @Test func listsTheListSceneBesideTheBuiltInOnes() throws {
    let run = try run(["scenes"])
    #expect(run.status == 0)
    #expect(run.output.contains("pull-to-refresh\n"))
    #expect(run.output.contains("uikit-pull-to-refresh\n"))
    #expect(run.output.contains("secret-offer\n"))
  }

  /// A tape whose scene the tool does not know is bad input, exit 2, naming the known scenes.
  @Test func aTapeForAnUnknownSceneExitsTwo() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "pull-to-refresh-tool-\(UInt64.random(in: 0...UInt64.max))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let tape = folder.appendingPathComponent("grid.htape")
    var recorded = try TapeReader.read(
      contentsOf: Self.package.appendingPathComponent("Recordings/pull-to-refresh/fling-list.htape")
        .path)
    recorded.header.sceneID = "photo-grid"
    try recorded.write(to: tape.path)
    let run = try run(["replay", tape.path])
    #expect(run.status == 2)
    #expect(run.error.contains("no scene called 'photo-grid'"))
    #expect(
      run.error.contains(
        "known scenes: spinning-wheel, cube, pizza-halves, photos, secret-offer, pull-to-refresh"))
  }
}
