import Foundation
import Testing

/// Runs the built tool and returns its exit status, standard output and standard error.
private func run(_ arguments: [String]) throws -> BuiltBinary.Run { try BuiltBinary.run(arguments) }

@Suite(.enabled(if: BuiltBinary.exists))
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
    #expect(
      result.error.split(separator: "\n").first
        == "Error: The value '10,abc' is invalid for '--offset <offset>': column 4: 'abc' is not a decimal number from -1000000000 to 1000000000; write X,Y in points, e.g. 0,300"
    )
  }
}
