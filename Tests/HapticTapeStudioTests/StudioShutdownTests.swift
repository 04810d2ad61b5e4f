import Foundation
import Testing

/// `haptictape studio` ends cleanly on SIGTERM and SIGINT: it stops accepting, closes its
/// connections (an open WebSocket and a half-sent request among them) and exits 0 at once.
@Suite struct StudioShutdownTests {
  /// How long the stop may take, in seconds (ours: measured 8–14 ms).
  static let promptly = 2.0
  /// How long the test waits for the stop before it gives up, in seconds (ours).
  static let patience = 30.0

  /// The built executable, beside the test bundle (`swift build --build-tests` builds it).
  static let binary: URL = {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    if directory.pathExtension == "xctest" { directory.deleteLastPathComponent() }
    return directory.appendingPathComponent("haptictape")
  }()

  @Test(
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: binary.path), "build haptictape first"),
    arguments: [SIGTERM, SIGINT])
  func stopsAndExitsZero(signal number: Int32) throws {
    let recordings = NSTemporaryDirectory() + "studio-stop-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: recordings) }
    let process = Process()
    process.executableURL = Self.binary
    process.arguments = ["studio", "--port", "0", "--recordings", recordings]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    var printed = ""
    while !printed.contains("\n") {
      let data = output.fileHandleForReading.availableData
      if data.isEmpty { break }
      printed += String(decoding: data, as: UTF8.self)
    }
    let address = printed.components(separatedBy: "127.0.0.1:").dropFirst().first ?? ""
    guard let port = UInt16(address.prefix { $0.isNumber }) else {
      process.terminate()
      Issue.record("no URL printed: \(printed)")
      return
    }
    let socket = try RawClient(port: port)
    #expect(socket.upgrade(host: "127.0.0.1:\(port)", origin: nil) == 101)
    let halfSent = try RawClient(port: port)
    halfSent.send("GET / HTTP/1.1\r\n")
    let began = Date()
    kill(process.processIdentifier, number)
    // Waited for with a limit: a studio that never stops fails this test rather than hanging
    // the whole run.
    while process.isRunning, Date().timeIntervalSince(began) < Self.patience { usleep(2_000) }
    guard !process.isRunning else {
      kill(process.processIdentifier, SIGKILL)
      Issue.record("the studio was still running \(Self.patience) s after signal \(number)")
      return
    }
    #expect(Date().timeIntervalSince(began) < Self.promptly)
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 0)
    // The connections were closed: reads end instead of waiting.
    #expect(socket.read(atMost: 16).isEmpty)
    #expect((try? RawClient(port: port)) == nil)
  }
}
