import Foundation
import HapticTapeTestSupport
import Testing

@testable import Tape

@Suite struct AtomicFileTests {
  static func folder() throws -> URL {
    try ScratchFolder.make("haptictape-atomic")
  }

  static func contents(_ url: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
  }

  @Test func replacesTheFileAndKeepsItsPermissions() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("a.ahap").path
    try AtomicFile.write(Array("old".utf8), to: path)
    #expect(chmod(path, 0o600) == 0)
    try AtomicFile.write(Array("new text".utf8), to: path)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "new text")
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
    #expect(try Self.contents(folder) == ["a.ahap"])
  }

  @Test func withoutReplacingAnExistingFileIsLeftAsItWasAndNothingIsLeftBehind() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("a.jsonl").path
    try AtomicFile.write(Array("first".utf8), to: path, replacesExisting: false)
    let error = #expect(throws: TapeError.self) {
      try AtomicFile.write(Array("second".utf8), to: path, replacesExisting: false)
    }
    #expect(error?.message == AtomicFile.existsMessage)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "first")
    #expect(try Self.contents(folder) == ["a.jsonl"])
  }

  @Test func aFolderOrAMissingFolderIsAnIOErrorThatLeavesNothingBehind() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let intoFolder = try #require(throws: TapeError.self) {
      try AtomicFile.write([1], to: folder.path)
    }
    #expect(intoFolder.code == .io)
    #expect(intoFolder.message == "it is a directory, not a file")
    let missing = folder.appendingPathComponent("no/such/a.htape").path
    let error = try #require(throws: TapeError.self) { try AtomicFile.write([1], to: missing) }
    #expect(error.code == .io)
    #expect(error.path == missing)
    #expect(error.message.hasPrefix("cannot create a file in \(folder.path)/no/such"))
    #expect(try Self.contents(folder).isEmpty)
  }

  @Test func aTapeWriterReplacesTheTapeOnlyWhenFinished() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("t.htape").path
    let events = RandomSession.events(seed: 3, count: 200)
    try TapeWriter.write(header: RandomSession.header, events: events.prefix(50), to: path)
    let old = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))

    var writer = try TapeWriter(
      path: path, header: RandomSession.header,
      configuration: TapeWriter.Configuration(maximumEventsPerChunk: 30))
    try writer.append(contentsOf: events.prefix(100))
    let partialPath = writer.partialPath
    let partial = try #require(partialPath)
    #expect(partial.hasPrefix(folder.path + "/.t.htape."))
    #expect(partial.hasSuffix(".partial"))
    // Mid-write: the tape is the old one, and the partial file holds every sealed chunk.
    #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))) == old)
    let sealed = try TapeReader.read(contentsOf: partial)
    #expect(sealed.chunks.count == 3)
    #expect(sealed.recoveries.map(\.code) == [.truncated])
    try writer.finish()
    let finishedPath = writer.partialPath
    #expect(finishedPath == nil)
    #expect(try Self.contents(folder) == ["t.htape"])
    let new = try TapeReader.read(contentsOf: path)
    #expect(new.recoveries.isEmpty)
    #expect(new.events.count == 100)
    #expect(Array(new.events.prefix(90)) == sealed.events)
  }
}
