import Foundation
import Testing

@testable import HapticTapeCLI

/// Options naming an output file or folder create the folders it goes into; only a folder that
/// cannot be created is an error (exit 2, naming the path and what to do).
@Suite struct OutputFolderTests {
  @Test func createsTheMissingFoldersOfAPath() throws {
    let directory = try BuiltBinary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.path + "/.build/attachments/report.html"
    try OutputFolder.create(containing: path)
    var isFolder: ObjCBool = false
    #expect(
      FileManager.default.fileExists(
        atPath: directory.path + "/.build/attachments", isDirectory: &isFolder))
    #expect(isFolder.boolValue)
    #expect(!FileManager.default.fileExists(atPath: path))
    // Again, with the folder there: nothing to do.
    try OutputFolder.create(containing: path)
  }

  /// A name in the current folder, and a name ending in `/`, have no folder to create.
  @Test(arguments: ["out.htape", "/out.htape", "no/such/folder/"])
  func aPathWithoutAFolderToCreateIsLeftAlone(_ path: String) throws {
    try OutputFolder.create(containing: path)
    #expect(!FileManager.default.fileExists(atPath: "no/such"))
  }

  @Test func aFileInTheWayIsAnErrorNamingItAndWhatToDo() throws {
    let directory = try BuiltBinary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.path + "/notes.txt"
    try Data("notes".utf8).write(to: URL(fileURLWithPath: file))
    let path = file + "/junit/junit.xml"
    let error = #expect(throws: CommandFailure.self) {
      try OutputFolder.create(containing: path)
    }
    #expect(
      error?.description
        == "\(path): cannot create the folder \(file)/junit: \(file) is a file, not a folder; "
        + "move the file away or choose another path")
  }

  // MARK: - Every output option, end to end

  /// Each command line writes into `OUT/deep/er`, a folder that does not exist yet, and the
  /// file that command writes there.
  static let outputs: [([String], String)] = [
    (["replay", golden, "--junit", "OUT/deep/er/junit.xml"], "junit.xml"),
    (["replay", golden, "--report", "OUT/deep/er"], "index.html"),
    (["report", golden, "-o", "OUT/deep/er/report.html"], "report.html"),
    (["export", golden, "-o", "OUT/deep/er/haptics.ahap"], "haptics.ahap"),
    (["export", golden, "--android", "-o", "OUT/deep/er/haptics.kt"], "haptics.kt"),
    (
      ["record", "--scene", "cube", "--script", script, "-o", "OUT/deep/er/swipe.htape"],
      "swipe.htape"
    ),
    (["convert", golden, "-o", "OUT/deep/er/swipe.jsonl"], "swipe.jsonl"),
    (["ahap", "convert", ahap, "-o", "OUT/deep/er/bounce.jsonl"], "bounce.jsonl"),
    (
      [
        "sweep", pull, "--scene", "secret-offer", "--vary", "openProgress=0.7", "-o",
        "OUT/deep/er/sweep.html",
      ], "sweep.html"
    ),
  ]

  static let golden = ReportExportCommandTests.golden("cube", "swipe-next")
  static let script = OutputOptionCommandTests.script("cube", "swipe-next")
  static let ahap = AHAPCommandTests.fixture("samples", "apple__unityplugins__Bounce.ahap")
  /// The first pull of the committed corpus (Corpus/secret-offer/pulls).
  static let pull = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Corpus/secret-offer/pulls/001.htape").path

  @Test(.enabled(if: BuiltBinary.exists), arguments: outputs)
  func writesIntoAFolderItCreates(_ arguments: [String], file: String) throws {
    let directory = try BuiltBinary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try BuiltBinary.run(
      arguments.map { $0.replacingOccurrences(of: "OUT/", with: directory.path + "/") })
    #expect(run.status == 0, "\(run.error)")
    #expect(FileManager.default.fileExists(atPath: directory.path + "/deep/er/" + file))
  }

  /// A folder that cannot be created: exit 2 with the path and what to do, nothing written.
  ///
  /// `FILE` is a file; the message is the whole of standard error.
  static let blocked: [([String], String)] = [
    (
      ["report", golden, "-o", "FILE/r.html"],
      "haptictape: FILE/r.html: FILE is a file, not a folder; move the file away or choose "
        + "another path\n"
    ),
    (
      ["record", "--scene", "cube", "--script", script, "-o", "FILE/a/s.htape"],
      "haptictape: FILE/a/s.htape: cannot create the folder FILE/a: FILE is a file, not a "
        + "folder; move the file away or choose another path\n"
    ),
  ]

  @Test(.enabled(if: BuiltBinary.exists), arguments: blocked)
  func aFolderThatCannotBeCreatedExits2(_ arguments: [String], message: String) throws {
    let directory = try BuiltBinary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.path + "/notes.txt"
    try Data("notes".utf8).write(to: URL(fileURLWithPath: file))
    let run = try BuiltBinary.run(arguments.map { $0.replacingOccurrences(of: "FILE", with: file) })
    #expect(run.status == 2)
    #expect(run.error == message.replacingOccurrences(of: "FILE", with: file))
    #expect(try String(contentsOfFile: file, encoding: .utf8) == "notes")
  }
}
