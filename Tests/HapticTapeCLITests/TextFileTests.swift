import ArgumentParser
import Foundation
import Testing

@testable import HapticTapeCLI

/// An output option that names a folder is refused before any work, suggesting a file in it.
///
/// Messages are compared exactly: no tolerance.
@Suite struct TextFileTests {
  @Test func aFolderOrAPathEndingInSlashIsRefusedWithAFileName() throws {
    let folder = try BuiltBinary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let error = #expect(throws: ValidationError.self) {
      try TextFile.checkDestination(folder.path, option: "--output", suggestedName: "report.html")
    }
    #expect(
      error?.message
        == "--output \(folder.path): a folder, not a file; name the file to write, such as \(folder.path)/report.html"
    )
    let slash = #expect(throws: ValidationError.self) {
      try TextFile.checkDestination("new/", option: "--junit", suggestedName: "junit.xml")
    }
    #expect(
      slash?.message
        == "--junit new/: a folder, not a file; name the file to write, such as new/junit.xml")
    try TextFile.checkDestination(
      folder.appendingPathComponent("report.html").path, option: "--output",
      suggestedName: "report.html")
  }

  @Test(.enabled(if: BuiltBinary.exists)) func reportIntoAFolderExits2BeforeReplaying() throws {
    let folder = try BuiltBinary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    for output in [folder.path, folder.path + "/", folder.path + "/new/"] {
      let run = try BuiltBinary.run(["report", "Recordings/cube", "-o", output])
      #expect(run.status == 2)
      #expect(run.output.isEmpty)  // no tape was replayed
      let folderPath = output.hasSuffix("/") ? output : output + "/"
      #expect(
        run.error.split(separator: "\n").first.map(String.init)
          == "Error: --output \(output): a folder, not a file; name the file to write, such as \(folderPath)report.html"
      )
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }
}
