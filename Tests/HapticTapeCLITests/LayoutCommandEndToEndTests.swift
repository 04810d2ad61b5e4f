import Foundation
import Testing

/// The built `haptictape`, next to the test bundle in the build folder.
private let executable = URL(fileURLWithPath: CommandLine.arguments[0])
  .deletingLastPathComponent().appendingPathComponent("haptictape").path

/// Runs the built tool and returns its exit status, standard output and standard error.
private func run(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: executable)
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

@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: executable)))
struct LayoutCommandEndToEndTests {
  @Test func printsTheWheelAsJSONAndExitsZero() throws {
    let result = try run([
      "layout", "spinning-wheel", "--size", "375x667", "--count", "30", "--format", "json",
    ])
    #expect(result.status == 0)
    let parsed =
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]]
    let cards = try #require(parsed)
    #expect(cards.count == 4)  // θ = 0.6378 rad at the left end: cards 0…3
    let custom = try #require(cards[1]["custom"] as? [String: Double])
    #expect(abs((custom["angle"] ?? 0) - 0.259980) <= 5e-7)
  }

  @Test func unknownLayoutExitsTwoWithOneMessage() throws {
    let result = try run(["layout", "carousel"])
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(
      result.error.hasPrefix("haptictape: layout 'carousel': unknown layout; use one of flow,"))
  }

  @Test func malformedOffsetExitsTwoNamingTheColumn() throws {
    let result = try run(["layout", "cube", "--offset", "10,abc"])
    #expect(result.status == 2)
    #expect(result.error.contains("--offset '10,abc': column 4"))
  }
}
