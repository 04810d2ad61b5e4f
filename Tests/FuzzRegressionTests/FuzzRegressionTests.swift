import Foundation
import HapticTapeFuzzEntryPoints
import Testing

/// The kept fuzz inputs, read through the fuzz targets' own entry point.
///
/// Every input the fuzz targets in `FuzzTesting/` found, kept in `Corpus/<target>/`, must be
/// read or refused with the reader's typed error. A trap here stops the test run; an untyped error fails the test.
@Suite struct FuzzRegressionTests {
  /// `Corpus/` beside this file.
  static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Corpus")

  /// The files kept for `target`, in name order.
  static func inputs(of target: FuzzTarget) throws -> [URL] {
    let folder = corpus.appendingPathComponent(target.rawValue)
    guard FileManager.default.fileExists(atPath: folder.path) else { return [] }
    return try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { !$0.hasPrefix(".") }.sorted().map { folder.appendingPathComponent($0) }
  }

  @Test(arguments: FuzzTarget.allCases)
  func everyKeptInputIsReadOrRefusedWithATypedError(_ target: FuzzTarget) throws {
    let inputs = try Self.inputs(of: target)
    #expect(!inputs.isEmpty, "Corpus/\(target.rawValue)/ holds no inputs")
    var (accepted, refused) = (0, 0)
    for input in inputs {
      let bytes = try [UInt8](Data(contentsOf: input))
      switch try FuzzEntryPoints.run(target, bytes) {
      case .accepted: accepted += 1
      case .refused(let error):
        refused += 1
        #expect(!"\(error)".isEmpty, "\(input.lastPathComponent)")
      }
    }
    #expect(accepted + refused == inputs.count)
  }
}
