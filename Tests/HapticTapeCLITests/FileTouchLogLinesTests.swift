import Foundation
import HapticTape
import HapticTapeTestSupport
import Testing

@testable import HapticTapeCLI

/// A file read a piece at a time gives the lines its whole text gives, wherever the reads split
/// it (exact: lines compare as strings, numbers as integers).
@Suite struct FileTouchLogLinesTests {
  /// Every line and its number, from `lines`.
  private func collect(_ lines: some TouchLogLines) throws -> [String] {
    var seen: [String] = []
    let count = try lines.forEachLine { line, number throws(TouchLogError) in
      seen.append("\(number):\(line)")
    }
    #expect(count == seen.count)
    return seen
  }

  private func write(_ bytes: [UInt8]) throws -> String {
    let path = try ScratchFolder.make("file-lines").appendingPathComponent("log.csv").path
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test(arguments: [
    Array("x,y,t\n1,2,0\n\n3,4,1".utf8),
    [0xEF, 0xBB, 0xBF] + Array("x,y,t\r\n1,2,0\r\n3,4,1\r\n".utf8),
    [0xEF, 0xBB],
    [0xEF, 0xBB, 0xBF],
    Array("\n\n\r\n".utf8),
    Array("é,ü\n".utf8) + [0xFF, 0xFE, 0x0A, 0x41],
    [],
  ])
  func linesMatchTheWholeText(_ bytes: [UInt8]) throws {
    let path = try write(bytes)
    let expected = try collect(String(decoding: bytes, as: UTF8.self))
    for chunkSize in [1, 2, 3, 5, 1 << 16] {
      #expect(try collect(FileTouchLogLines(path: path, chunkSize: chunkSize)) == expected)
    }
  }

  @Test func aLineWithoutEndIsRefusedBeforeItIsHeldWhole() throws {
    let long = [UInt8](repeating: UInt8(ascii: "7"), count: 3 * TouchLog.maximumLineLength)
    let path = try write(Array("x,y,t\n1,2,0\n".utf8) + long)
    do {
      _ = try collect(FileTouchLogLines(path: path, chunkSize: 4096))
      Issue.record("the long line was read")
    } catch let error as TouchLogError {
      #expect(error.code == .limitExceeded)
      #expect(error.line == 3)
      #expect(error.message.contains("TouchLog.maximumLineLength"))
    }
  }
}
