import Foundation
import HapticTape
import HapticTapeTestSupport
import HapticTapeTesting
import SeedScenes
import Testing

/// The cube golden whose script the record-mode tests copy into a temporary folder.
private let goldenName = "cube/swipe-next"

/// `expectReplay` on a temporary folder holding a copy of a golden's script: each record mode
/// writes, or refuses to write, what it says.
///
/// The issues these calls record are caught by `issue(recordedBy:)` and checked, so the run
/// does not report them as known issues or warnings.
@Suite struct ExpectReplayTests {
  /// The repository's `Recordings/`, from this file's path.
  static let recordings = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Recordings")

  /// A new folder holding `swipe.gesture`, a copy of the golden's script; returns the tape path
  /// beside it (not yet recorded).
  private func folderWithScript() throws -> URL {
    let folder = try ScratchFolder.make("haptictape-testing")
    try FileManager.default.copyItem(
      at: Self.recordings.appendingPathComponent(goldenName + ".gesture"),
      to: folder.appendingPathComponent("swipe.gesture"))
    return folder.appendingPathComponent("swipe.htape")
  }

  /// `folderWithScript()` with the tape recorded from the script (mode `missing`), checking the
  /// warning that says so.
  private func folderWithRecordedTape() async throws -> URL {
    let tape = try folderWithScript()
    let recorded = try await issue {
      expectReplay(of: tape.path, on: CubeScene.self, record: .missing)
    }
    #expect(recorded.severity == .warning)
    #expect(recorded.comments.contains { $0.rawValue.contains("recorded from swipe.gesture") })
    return tape
  }

  private func bytes(_ url: URL) throws -> Data { try Data(contentsOf: url) }

  private var quieterImpact: CubeScene.Configuration {
    var configuration = CubeScene.Configuration()
    configuration.pageChangeImpactIntensity = 0.5
    return configuration
  }

  @Test func missingModeRecordsTheTapeFromItsScript() async throws {
    let tape = try await folderWithRecordedTape()
    let written = try TapeReader.read(contentsOf: tape.path)
    let golden = try TapeReader.read(
      contentsOf: Self.recordings.appendingPathComponent(goldenName + ".htape").path)
    #expect(written.header.sceneID == "cube")
    #expect(written.events == golden.events)
    // The tape now exists and matches: a second call compares and passes.
    expectReplay(of: tape.path, on: CubeScene.self, record: .never)
  }

  @Test func neverModeFailsForAMissingTapeWithoutWriting() async throws {
    let tape = try folderWithScript()
    let failure = try await issue {
      expectReplay(of: tape.path, on: CubeScene.self, record: .never)
    }
    #expect(failure.severity == .error)
    #expect(
      failure.comments.contains { $0.rawValue.contains("no tape, and the record mode is 'never'") })
    #expect(!FileManager.default.fileExists(atPath: tape.path))
  }

  @Test func aMissingScriptBesideAMissingTapeNamesTheScript() async throws {
    let tape = try folderWithScript().deletingLastPathComponent().appendingPathComponent(
      "other.htape")
    let failure = try await issue {
      expectReplay(of: tape.path, on: CubeScene.self, record: .missing)
    }
    #expect(failure.severity == .error)
    #expect(
      failure.comments.contains {
        $0.rawValue.contains("no gesture script at") && $0.rawValue.contains("other.gesture")
      })
    #expect(!FileManager.default.fileExists(atPath: tape.path))
  }

  @Test func aDivergenceIsReportedAtTheCallingLineWithoutRewriting() async throws {
    let tape = try await folderWithRecordedTape()
    let before = try bytes(tape)
    let configuration = quieterImpact
    let callLine = #line + 2
    let failure = try await issue {
      expectReplay(of: tape.path, on: CubeScene.self, configuration: configuration, record: .never)
    }
    #expect(failure.severity == .error)
    #expect(failure.sourceLocation?.line == callLine)
    #expect(
      failure.comments.contains {
        $0.rawValue.contains("1 divergence") && $0.rawValue.contains("first at")
          && $0.rawValue.contains("intensity") && $0.rawValue.contains("swipe.actual.htape")
      })
    #expect(try bytes(tape) == before)
  }

  @Test func aConfigurationOutOfRangeFailsAtTheCallingLine() async throws {
    let tape = try await folderWithRecordedTape()
    let before = try bytes(tape)
    var configuration = CubeScene.Configuration()
    configuration.tapZoneFraction = 5
    let refused = configuration
    let callLine = #line + 2
    let failure = try await issue {
      expectReplay(of: tape.path, on: CubeScene.self, configuration: refused, record: .failed)
    }
    #expect(failure.severity == .error)
    #expect(failure.sourceLocation?.line == callLine)
    #expect(
      failure.comments.contains {
        $0.rawValue.contains(#""tapZoneFraction" must be a number above 0 and at most 0.5, got 5"#)
      })
    // Refused before replaying: the tape is not re-recorded in mode `failed`.
    #expect(try bytes(tape) == before)
  }

  @Test func failedModeRewritesTheTapeAndStillFails() async throws {
    let tape = try await folderWithRecordedTape()
    let before = try bytes(tape)
    let configuration = quieterImpact
    let failure = try await issue {
      expectReplay(of: tape.path, on: CubeScene.self, configuration: configuration, record: .failed)
    }
    #expect(failure.severity == .error)
    #expect(failure.comments.contains { $0.rawValue.contains("re-recorded") })
    #expect(try bytes(tape) != before)
    #expect(
      try TapeReader.read(contentsOf: tape.path).header.sceneConfiguration
        == #"{"pageChangeImpactIntensity":0.5}"#)
    // The rewritten tape holds the new feel.
    expectReplay(of: tape.path, on: CubeScene.self, configuration: configuration, record: .never)
  }

  @Test(.tapes(record: .never)) func aTraitSetsTheModeForTheTest() async throws {
    let tape = try folderWithScript()
    let failure = try await issue {
      expectReplay(of: tape.path, on: CubeScene.self)
    }
    #expect(failure.severity == .error)
    #expect(failure.comments.contains { $0.rawValue.contains("record mode is 'never'") })
    #expect(!FileManager.default.fileExists(atPath: tape.path))
  }

  @Test func relativePathsStartAtTheTestFilesFolder() {
    expectReplay(of: "../../Recordings/\(goldenName).htape", on: CubeScene.self, record: .never)
  }

  @Test func aTapeOfAnotherSceneIsAnIssue() async throws {
    let failure = try await issue {
      expectReplay(
        of: "../../Recordings/\(goldenName).htape", on: SpinningWheelScene.self, record: .never)
    }
    #expect(failure.severity == .error)
    #expect(failure.comments.contains { $0.rawValue.contains("recorded on the scene 'cube'") })
  }
}

/// The testing product's gesture shorthands.
@Suite struct GestureShorthandTests {
  @Test func swipeIsTouchDragLift() {
    let swipe = GestureScript {
      $0.swipe(
        from: Point2D(x: 300, y: 400), to: Point2D(x: 100, y: 400), duration: .milliseconds(200))
    }
    #expect(swipe.description == "touch 1 at 300,400\ndrag 1 to 100,400 in 200ms\nlift 1\n")
  }

  @Test func elementBuildersWriteTheElementStatements() {
    let script = GestureScript {
      $0.tap(.init(item: 3, in: "thumbnails"))
      $0.drag(
        .init(item: 2, in: "left"), by: Vector2D(dx: 0, dy: -300), duration: .milliseconds(400))
      $0.fling(.init(item: 5, in: "wheel"), velocity: -2_000)
    }
    #expect(
      script.description
        == "tap item 3 in thumbnails\ndrag item 2 in left by 0,-300 in 400ms\nfling item 5 in wheel at -2 pt/ms\n"
    )
  }
}

/// A tape recorded with a tolerance keeps it in its header and is compared with it.
@Suite struct TapeToleranceTests {
  @Test func aTapeRecordedWithAToleranceIsComparedWithIt() async throws {
    let folder = try ScratchFolder.make("haptictape-tolerance")
    try FileManager.default.copyItem(
      at: ExpectReplayTests.recordings.appendingPathComponent("cube/swipe-next.gesture"),
      to: folder.appendingPathComponent("swipe.gesture"))
    let tape = folder.appendingPathComponent("swipe.htape").path
    let loose = TraceTolerance(time: .milliseconds(1), position: 0.5, scalar: 0.6)
    let recording = try await issue {
      expectReplay(of: tape, on: CubeScene.self, tolerance: loose, record: .missing)
    }
    #expect(recording.severity == .warning)
    #expect(recording.comments.contains { $0.rawValue.contains("recorded from swipe.gesture") })
    let header = try TapeReader.read(contentsOf: tape).header
    #expect(TraceTolerance(metadata: header.metadata) == loose)
    // The impact's intensity moves by 0.5: within the tape's 0.6, beyond the default 0.01.
    var quieter = CubeScene.Configuration()
    quieter.pageChangeImpactIntensity = 0.5
    expectReplay(of: tape, on: CubeScene.self, configuration: quieter, record: .never)
    let failure = try await issue { [quieter] in
      expectReplay(
        of: tape, on: CubeScene.self, configuration: quieter, tolerance: .default, record: .never)
    }
    #expect(failure.severity == .error)
    #expect(
      failure.comments.contains {
        $0.rawValue.contains("intensity differs by 0.500 (tolerance 0.010)")
      })
  }

  @Test func metadataWithoutTolerancesGivesNone() {
    #expect(TraceTolerance(metadata: ["script": "x.gesture"]) == nil)
    #expect(TraceTolerance(metadata: ["tolerance.position-pt": "2"]) == TraceTolerance(position: 2))
  }
}

/// Scripts the scene cannot run are issues naming the script's line.
@Suite struct ExpectReplayScriptErrorTests {
  @Test func aCommandTheSceneDoesNotDeclareIsReportedAtItsLine() async throws {
    let folder = try ScratchFolder.make("haptictape-command")
    try "wait 0.1s\n\ncommand shuffle\n".write(
      to: folder.appendingPathComponent("shuffle.gesture"), atomically: true, encoding: .utf8)
    let tape = folder.appendingPathComponent("shuffle.htape").path
    let failure = try await issue {
      expectReplay(of: tape, on: CubeScene.self, record: .missing)
    }
    #expect(failure.severity == .error)
    #expect(
      failure.comments.contains {
        $0.rawValue.contains("shuffle.gesture:3:1: ") && $0.rawValue.contains("'shuffle'")
      })
    #expect(!FileManager.default.fileExists(atPath: tape))
  }
}
