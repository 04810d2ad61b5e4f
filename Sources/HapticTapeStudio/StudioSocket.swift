import FlyingFox
import Foundation
import HapticTapeReport
import Replay
import Scenes
import Tape
import TouchCore
import TouchInput

/// One WebSocket connection, one browser tab: its own ``LiveSession``, fed the page's messages
/// in order, answering each with JSON.
///
/// Replies: `started` (the scene, device and canonical configuration), `frame` (the session so
/// far as report data, with the page's time it answers and the events it accepted), `saved`,
/// `exists` (a save that would replace files, to confirm), and `error` (a message or event that
/// was dropped, or a scene or configuration that cannot start; the connection stays open).
struct StudioSocket: WSMessageHandler {
  let configuration: StudioConfiguration
  let store: RecordingStore

  func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
    let (replies, continuation) = AsyncStream<WSMessage>.makeStream()
    let configuration = self.configuration
    let store = self.store
    Task {
      var session: LiveSession?
      for await message in client {
        guard case .text(let text) = message else {
          if case .data = message {
            continuation.yield(
              .text(Self.error(StudioError(.malformedMessage, "send JSON text, not binary"))))
          }
          continue
        }
        for reply in Self.handle(
          text, session: &session, configuration: configuration, store: store)
        {
          continuation.yield(.text(reply))
        }
      }
      continuation.finish()
    }
    return replies
  }

  /// The replies to one message, updating `session`.
  static func handle(
    _ text: String, session: inout LiveSession?, configuration: StudioConfiguration,
    store: RecordingStore
  ) -> [String] {
    do {
      switch try StudioMessage(parsing: text) {
      case .start(let scene, let device, let json):
        session = nil
        let started = try LiveSession(
          sceneID: scene, deviceName: device, configuration: json, registry: configuration.registry,
          writerVersion: configuration.writerVersion)
        session = started
        return [
          object([
            "type": "started", "scene": scene, "configuration": started.configuration,
            "device": [
              "name": started.device.name, "width": started.device.screenSize.width,
              "height": started.device.screenSize.height, "frameRate": started.device.frameRate,
            ],
          ]),
          try frame(started, now: 0, accepted: 0),
        ]
      case .pointers(let events, let rejected, let now):
        guard var live = session else { throw noSession }
        var replies = rejected.map(error)
        var accepted = 0
        for event in events {
          do throws(StudioError) {
            try live.accept(event)
            accepted += 1
          } catch {
            replies.append(Self.error(error))
          }
        }
        session = live
        replies.append(try frame(live, now: now, accepted: accepted))
        return replies
      case .tick(let now):
        guard let live = session else { throw noSession }
        return [try frame(live, now: now, accepted: 0)]
      case .save(let name, let overwrite):
        guard let live = session else { throw noSession }
        let checked = try RecordingName(name)
        do {
          let saved = try store.save(live, as: checked, overwrite: overwrite)
          return [
            object([
              "type": "saved", "tape": saved.tape, "touches": saved.touches,
              "inputs": saved.inputCount,
              "outputs": saved.outputCount, "haptics": saved.hapticCount,
              "duration": saved.duration,
            ])
          ]
        } catch let error as StudioError where error.code == .fileExists {
          return [object(["type": "exists", "name": checked.stem, "message": error.message])]
        }
      }
    } catch let error as StudioError {
      return [Self.error(error)]
    } catch let error as SceneError {
      return [object(["type": "error", "code": error.code.description, "message": error.message])]
    } catch {
      return [object(["type": "error", "code": "failed", "message": "\(error)"])]
    }
  }

  static let noSession = StudioError(.noSession, "pick a scene and press Start first")

  /// The session so far as report data: `{"type":"frame","now":…,"accepted":…,"report":{…}}`.
  static func frame(_ session: LiveSession, now: Double, accepted: Int) throws -> String {
    let recording = try session.recording(upTo: now)
    let tape = RecordedTape(header: recording.header, events: recording.events)
    let model = ReportTape(path: "live: \(session.sceneID)", tape: tape, sceneType: session.scene)
    let report = try ReportPage(title: "live", tapes: [model]).json()
    return
      "{\"type\":\"frame\",\"now\":\(now),\"accepted\":\(accepted),\"frames\":\(recording.frameCount),\"report\":\(report)}"
  }

  static func error(_ error: StudioError) -> String {
    object(["type": "error", "code": error.code.description, "message": error.message])
  }

  static func object(_ value: [String: Any]) -> String {
    guard let data = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys])
    else {
      return "{\"type\":\"error\",\"message\":\"unencodable reply\"}"
    }
    return String(decoding: data, as: UTF8.self)
  }
}
