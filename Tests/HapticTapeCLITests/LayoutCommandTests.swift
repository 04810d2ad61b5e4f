import ArgumentParser
import CollectionLayout
import Testing
import TouchCore

@testable import HapticTapeCLI

/// JSON numbers are printed in full; values are compared after a round trip through Double.
private let valueTolerance = 1e-9

private func layoutCommand(_ arguments: [String]) throws -> LayoutCommand {
  let command = try HapticTapeCommand.parseAsRoot(["layout"] + arguments)
  return try #require(command as? LayoutCommand)
}

/// The number following `"key":` in the n-th JSON object of `output` (one object per line).
private func number(_ key: String, inElement index: Int, of output: String) throws -> Double {
  let lines = output.split(separator: "\n").filter { $0.hasPrefix("  {") }
  let line = String(lines[index])
  let marker = "\"\(key)\":"
  let start = try #require(line.firstRange(of: marker)).upperBound
  let text = line[start...].prefix { "-+.0123456789e".contains($0) }
  return try #require(Double(String(text)))
}

@Suite struct LayoutCommandTests {
  @Test func parsesEveryOption() throws {
    let command = try layoutCommand([
      "pizza-halves", "--size", "393x852", "--offset", "0,300", "--count", "10", "--side", "right",
      "--format", "json",
    ])
    let request = try command.request()
    #expect(request.name == "pizza-halves")
    #expect(request.size.width == 393 && request.size.height == 852)
    #expect(request.offset.y == 300)
    #expect(request.count == 10)
    #expect(request.side == .right)
    #expect(request.isJSON)
  }

  @Test func anUnknownLayoutIsACommandFailure() throws {
    let command = try layoutCommand(["nope"])
    let error = #expect(throws: CommandFailure.self) { try command.request() }
    #expect(error?.description.hasPrefix("layout 'nope': unknown layout; use one of flow,") == true)
  }

  /// Each option is read by its type: a bad value is a usage error naming the option, the
  /// value and the form, before the command runs.
  @Test(arguments: [
    (
      ["cube", "--size", "393by852"],
      "The value '393by852' is invalid for '--size <size>': expected two numbers separated by 'x': WIDTHxHEIGHT in points, e.g. 393x852"
    ),
    (
      ["cube", "--size", "0x852"],
      "The value '0x852' is invalid for '--size <size>': width and height must be above 0: WIDTHxHEIGHT in points, e.g. 393x852"
    ),
    (
      ["cube", "--offset", "1;2"],
      "The value '1;2' is invalid for '--offset <offset>': expected two numbers separated by ',': X,Y in points, e.g. 0,300"
    ),
    (
      ["cube", "--offset", "12,x"],
      "The value '12,x' is invalid for '--offset <offset>': column 4: 'x' is not a decimal number from -1000000000 to 1000000000; write X,Y in points, e.g. 0,300"
    ),
    (
      ["cube", "--offset", "nan,0"],
      "The value 'nan,0' is invalid for '--offset <offset>': column 1: 'nan' is not a decimal number from -1000000000 to 1000000000; write X,Y in points, e.g. 0,300"
    ),
    (
      ["cube", "--count", "ten"],
      "The value 'ten' is invalid for '--count <count>': expected a whole number from 0 to 10000000 (items)"
    ),
    (
      ["cube", "--count", "1e300"],
      "The value '1e300' is invalid for '--count <count>': expected a whole number from 0 to 10000000 (items)"
    ),
    (
      ["cube", "--side", "middle"],
      "The value 'middle' is invalid for '--side <side>'. Please provide one of 'left' and 'right'."
    ),
    (
      ["cube", "--format", "xml"],
      "The value 'xml' is invalid for '--format <format>'. Please provide one of 'table' and 'json'."
    ),
  ])
  func badOptionValuesAreUsageErrorsNamingTheOption(arguments: [String], line: String) {
    let error = #expect(throws: (any Error).self) { try layoutCommand(arguments) }
    let message = error.map { HapticTapeCommand.message(for: $0) } ?? ""
    #expect(message.prefix { $0 != "\n" } == line)
  }

  @Test func theDefaultsAreTheIPhone15ProScreenAtTheStart() throws {
    let request = try layoutCommand(["cube"]).request()
    #expect(request.size == Size2D(width: 393, height: 852))
    #expect(request.offset == Point2D(x: 0, y: 0))
    #expect(request.count == 10 && request.side == .left && !request.isJSON)
  }

  @Test func pizzaJSONShowsTheCentredRowAndItsHeader() throws {
    // H = 852, offset 300: cY = 726, row 2 (centre 750) is 24 pt below: s = 1 − 0.6 · 0.12 = 0.928.
    let output = try layoutCommand([
      "pizza-halves", "--size", "393x852", "--offset", "0,300", "--count", "10", "--format", "json",
    ]).output()
    #expect(output.split(separator: "\n").count == 6)  // brackets, 3 cells, 1 header
    #expect(abs(try number("alpha", inElement: 1, of: output) - 0.928) <= valueTolerance)
    #expect(abs(try number("a", inElement: 1, of: output) - 0.928) <= valueTolerance)
    #expect(abs(try number("alpha", inElement: 0, of: output) - 0.4) <= valueTolerance)
    #expect(output.contains("\"category\":\"header\""))
    #expect(abs(try number("zIndex", inElement: 3, of: output) - 2) <= valueTolerance)
  }

  @Test func wheelJSONCarriesTheAngleInRadians() throws {
    let output = try layoutCommand([
      "spinning-wheel", "--size", "375x667", "--count", "30", "--format", "json",
    ]).output()
    #expect(abs(try number("angle", inElement: 1, of: output) - 0.259980) <= 5e-7)
    #expect(abs(try number("y", inElement: 1, of: output) - 247) <= valueTolerance)  // frame y
  }

  @Test func previewJSONCarriesTheParallaxValue() throws {
    let output = try layoutCommand([
      "photos-preview", "--size", "393x852", "--offset", "196.5,0", "--count", "5", "--format",
      "json",
    ]).output()
    #expect(try number("parallaxValue", inElement: 0, of: output) == -0.5)
    #expect(try number("tx", inElement: 1, of: output) == 22)
  }

  @Test func cubeJSONHasPerspective() throws {
    let output = try layoutCommand([
      "cube", "--size", "393x852", "--offset", "196.5,0", "--count", "5", "--format", "json",
    ]).output()
    #expect(
      abs(try number("m34", inElement: 0, of: output) - 0.75.squareRoot() / 500) <= valueTolerance)
  }

  @Test func tableFormatListsOneRowPerElement() throws {
    let output = try layoutCommand(["cube", "--size", "393x852", "--count", "3"]).output()
    #expect(output.split(separator: "\n").count == 2)
    #expect(output.hasPrefix("item"))
  }
}
