import Foundation
import HapticTapeTestSupport
import Replay
import Scenes
import SeedScenes
import Tape
import Testing

/// A tape's header configuration is checked like `--config`, and its errors name the header.
@Suite struct TapeHeaderConfigurationTests {
  @Test func aPageCountOf2To63Minus1IsRefusedBeforeTheLayoutSeesIt() throws {
    let tape = try TapeReader.read(
      contentsOf: RepositoryFixture.file("fuzz-findings", "config-pagecount-overflow.htape").path)
    #expect(tape.header.sceneConfiguration == #"{"pageCount":9223372036854775807}"#)
    for replay in [
      { _ = try Session.replay(tape, registry: .builtIn) },
      { _ = try Session.rerecord(tape, registry: .builtIn) },
      { _ = try Session.stepScene(tape, registry: .builtIn) },
    ] as [() throws -> Void] {
      let error = #expect(throws: SceneError.self) { try replay() }
      #expect(error?.configurationKey == "pageCount")
      #expect(
        error?.message
          == "the tape's header: \"pageCount\" must be an integer in 1…1000000, "
          + "got 9223372036854775807")
    }
  }
}
