import HapticTape
import HapticTapeTesting
import SeedScenes
import XCTest

/// The XCTest form replays a golden tape without failing.
final class AssertReplayTests: XCTestCase {
  func testAGoldenTapeReplaysClean() {
    assertReplay(of: "../../Recordings/cube/swipe-next.htape", on: CubeScene.self, record: .never)
  }
}
