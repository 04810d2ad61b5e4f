import Dispatch
import Foundation
import HapticTape
import HapticTapeSwiftUI
import Synchronization
import Testing

@Suite("SwiftUI: a body that contains itself on a thread with a small stack is an error")
struct SwiftUISmallStackTests {
  /// The message of the error replaying `EndlessView` on a thread of `stackSize` bytes gives;
  /// nil when the replay gave none (or did not finish within a minute).
  private func endlessError(stackSize: Int) -> String? {
    let message = Mutex<String?>(nil)
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      do {
        _ = try replayHosted("wait 100ms\ntap 196,426", on: SwiftUIHostedScreen<EndlessScreen>.self)
      } catch let error as SceneError {
        message.withLock { $0 = error.message }
      } catch {}
      done.signal()
    }
    thread.stackSize = stackSize
    thread.start()
    guard done.wait(timeout: .now() + 60) == .success else { return nil }
    return message.withLock { $0 }
  }

  @Test(arguments: [512 * 1024, 1024 * 1024])
  func theNestingStopsBeforeTheStackRunsOut(stackSize: Int) throws {
    // 512 KiB holds a few hundred levels of a debug build's updates, not 1,000: the stack, not
    // the depth limit, stops the nesting, with the view named.
    let message = try #require(endlessError(stackSize: stackSize))
    #expect(message.hasPrefix("EndlessView.body: views nest more than "), "\(message)")
    #expect(message.contains("more than the thread's stack holds"), "\(message)")
    let depth = try #require(
      Int(message.dropFirst("EndlessView.body: views nest more than ".count).prefix { $0 != " " }))
    #expect(depth > 10 && depth < 1_000, "\(message)")
  }

  @Test func aLargeStackStillStopsAtTheDepthLimit() throws {
    let message = try #require(endlessError(stackSize: 64 * 1024 * 1024))
    #expect(message.hasPrefix("EndlessView.body: views nest more than 1000 deep;"), "\(message)")
  }
}
