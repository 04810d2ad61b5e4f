import Foundation
import Testing

@testable import HapticTapeCLI

/// `sweep --merge` reads each shard as JSON and names the line and column of what it cannot
/// read.
@Suite struct SweepMergeTests {
  static let head =
    #"{"scene":"cube","outcome":"o","event":"e","axes":[],"gridPoints":2,"sessionNames":[],"#
    + #""points":["#

  static func write(_ parts: [String]) throws -> [String] {
    let directory = try BuiltBinary.temporaryDirectory()
    return try parts.enumerated().map { offset, text in
      let path = directory.appendingPathComponent("part\(offset + 1).json").path
      try text.write(toFile: path, atomically: true, encoding: .utf8)
      return path
    }
  }

  @Test func shardsJoinInGridOrder() throws {
    let paths = try Self.write([
      Self.head + "\n" + #"{"index":1,"share":0.25}"# + "\n]}\n",
      Self.head + "\n" + #"{"index":0,"share":0.5}"# + "\n]}\n",
    ])
    #expect(
      try SweepMerge.merge(paths)
        == Self.head + "\n" + #"{"index":0,"share":0.5},"# + "\n" + #"{"index":1,"share":0.25}"#
        + "\n]}\n")
  }

  @Test func aDamagedPointLineIsNamedByLineAndColumn() throws {
    let paths = try Self.write([
      Self.head + "\n" + #"{"index":0,"share":0.5},"# + "\n" + #"{"index":1,"share":}"# + "\n]}\n"
    ])
    #expect {
      try SweepMerge.merge(paths)
    } throws: { error in
      "\(error)"
        == "\(paths[0]):3:20: a point line is not JSON (expected a value but found '}'); pass "
        + "the sweep's output unchanged"
    }
  }

  @Test func aDamagedOpeningLineIsNamedByLineAndColumn() throws {
    let paths = try Self.write([
      #"{"scene":"cube" "gridPoints":2,"points":["# + "\n" + #"{"index":0}"# + "\n]}\n"
    ])
    #expect {
      try SweepMerge.merge(paths)
    } throws: { error in
      "\(error)"
        == "\(paths[0]):1:17: expected ',' or '}' in an object but found '\"': not the JSON of "
        + "`haptictape sweep --format json`; pass its unchanged output"
    }
  }

  @Test(arguments: ["-1", "10001", "2.5"])
  func aGridPointCountOutOfRangeIsRefused(count: String) throws {
    let head = Self.head.replacingOccurrences(
      of: #""gridPoints":2"#, with: "\"gridPoints\":\(count)")
    let paths = try Self.write([head + "\n" + #"{"index":0}"# + "\n]}\n"])
    #expect {
      try SweepMerge.merge(paths)
    } throws: { error in
      "\(error)".hasPrefix("\(paths[0]):1:1: no \"gridPoints\" count in 0…10000; ")
    }
  }
}
