import Foundation
import HapticTapeTestSupport

/// The built `hosted-crash-tool` (Tests/HostedCrashTool): a team's tool whose hosted screens
/// trap or need their configuration checked, run as a user runs a tool.
enum HostedCrashTool {
  /// What one run printed and how it ended.
  struct Run {
    var status: Int32
    var output: String
    var error: String
  }

  /// The executable, beside the test bundle in the build folder.
  static let url: URL = BuiltExecutable.url(named: "hosted-crash-tool")

  /// Whether the tool has been built (`swift build --build-tests` builds it).
  static var exists: Bool { FileManager.default.isExecutableFile(atPath: url.path) }

  /// The fixture screens' folder, for the line numbers a backtrace names.
  static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("HostedCrashTool")

  /// Runs the tool in `folder` with `arguments`; its output goes through files, so neither
  /// stream can fill while the other is read.
  static func run(_ arguments: [String], in folder: URL) throws -> Run {
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    process.currentDirectoryURL = folder
    let output = folder.appendingPathComponent(".stdout")
    let error = folder.appendingPathComponent(".stderr")
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    _ = FileManager.default.createFile(atPath: error.path, contents: nil)
    process.standardOutput = try FileHandle(forWritingTo: output)
    process.standardError = try FileHandle(forWritingTo: error)
    try process.run()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus,
      output: try String(contentsOf: output, encoding: .utf8),
      error: try String(contentsOf: error, encoding: .utf8))
  }

  /// The 1-based line of `fixture` (a file of the tool) that holds `text`.
  static func line(of text: String, in fixture: String) throws -> Int {
    let source = try String(
      contentsOf: sources.appendingPathComponent(fixture), encoding: .utf8)
    let lines = source.components(separatedBy: "\n")
    return (lines.firstIndex { $0.contains(text) } ?? -1) + 1
  }
}
