import Foundation
import HapticTapeStudio
import SeedScenes
import Synchronization

/// A studio serving a scratch recordings folder on a free loopback port, for the tests that talk
/// to it over sockets; `stop()` cancels it and removes the folder.
final class RunningStudio: Sendable {
  let port: UInt16
  let recordings: String
  private let task: Task<Void, any Error>

  /// Starts a studio and waits until it listens.
  init(host: String = "127.0.0.1") async throws {
    let recordings = NSTemporaryDirectory() + "studio-\(UUID().uuidString)"
    let server = StudioServer(
      configuration: StudioConfiguration(
        host: host, port: 0, recordingsDirectory: recordings, registry: .builtIn))
    let (urls, continuation) = AsyncStream<String>.makeStream()
    task = Task {
      defer { continuation.finish() }
      try await server.run { continuation.yield($0) }
    }
    var iterator = urls.makeAsyncIterator()
    guard let url = await iterator.next(),
      let port = URLComponents(string: url)?.port.flatMap(UInt16.init(exactly:))
    else {
      task.cancel()
      throw RawClient.Failure("the studio printed no URL")
    }
    self.port = port
    self.recordings = recordings
  }

  /// `127.0.0.1:PORT`, the studio's own `Host`.
  var host: String { "127.0.0.1:\(port)" }

  func stop() async {
    task.cancel()
    _ = await task.result
    try? FileManager.default.removeItem(atPath: recordings)
  }
}
