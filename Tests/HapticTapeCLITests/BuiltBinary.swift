import Foundation
import HapticTapeTestSupport

/// The built `haptictape` executable, beside the test bundle in the build folder, and a way to
/// run it as a user would.
enum BuiltBinary {
  /// What one run printed and how it exited.
  struct Run {
    /// The exit status.
    var status: Int32
    /// Standard output.
    var output: String
    /// Standard error.
    var error: String
  }

  /// The executable (`swift build --build-tests` puts it next to the test bundle).
  static let url: URL = BuiltExecutable.url(named: "haptictape")

  /// Whether the executable has been built.
  static var exists: Bool { FileManager.default.isExecutableFile(atPath: url.path) }

  /// Runs the tool with `arguments` and waits for it.
  /// - Parameter executable: The file to start, the built tool by default; a link to it under
  ///   another name runs it as a host's tool would be named.
  static func run(_ arguments: [String], executable: URL = BuiltBinary.url) throws -> Run {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    // Standard error is drained on another thread: a child that fills one pipe while the other
    // is read to its end would otherwise wait forever.
    let errorReader = PipeReader(error.fileHandleForReading)
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errorReader.wait()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
      error: String(decoding: errorData, as: UTF8.self))
  }

  /// A new empty folder for one test's files.
  static func temporaryDirectory() throws -> URL { try ScratchFolder.make("haptictape-cli") }
}
