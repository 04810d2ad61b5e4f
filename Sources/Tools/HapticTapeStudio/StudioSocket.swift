import FlyingFox
import Foundation
import HapticTapeReport
import JSONCore
import Replay
import Scenes
import Tape
import TouchCore
import TouchModel

/// One WebSocket connection, one browser tab: its own ``LiveSession``, fed the page's messages
/// in order and stepped forward by each, answering each with JSON.
///
/// Replies: `started` (the scene, device and canonical configuration), `frame` (the page's time
/// it answers, the events it accepted, and what the message changed in the session's report
/// data), `saved`,
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
      let slot = SessionSlot()
      // The app's code may trap: its session runs in a worker, which takes only itself down.
      let isolated = configuration.sessionWorker.map(IsolatedSession.init(command:))
      defer { isolated?.close() }
      for await message in client {
        guard case .text(let text) = message else {
          if case .data = message {
            continuation.yield(
              .text(Self.error(StudioError(.malformedMessage, "send JSON text, not binary"))))
          }
          continue
        }
        let replies = await Self.computing {
          if let isolated { return isolated.handle(text) }
          return Self.handle(
            text, session: &slot.session, configuration: configuration, store: store)
        }
        for reply in replies { continuation.yield(.text(reply)) }
      }
      continuation.finish()
    }
    return replies
  }

  /// Runs `body` on a dispatch thread: stepping a session, building its report and saving it
  /// take CPU time, and on the concurrency pool's few threads (one per core) a busy client
  /// would keep every other connection waiting.
  static func computing<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { done in
      DispatchQueue.global(qos: .userInitiated).async { done.resume(returning: body()) }
    }
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
        var started = try LiveSession(
          sceneID: scene, deviceName: device, configuration: json, registry: configuration.registry,
          writerVersion: configuration.writerVersion)
        let first = try frame(&started, now: 0, accepted: 0)
        session = started
        return [
          object([
            ("type", .string("started")), ("scene", .string(scene)),
            ("configuration", .string(started.configuration)),
            (
              "device",
              .object([
                ("name", .string(started.device.name)),
                ("width", number(started.device.screenSize.width)),
                ("height", number(started.device.screenSize.height)),
                ("frameRate", .number(String(started.device.frameRate))),
              ])
            ),
          ]),
          first,
        ]
      case .pointers(let events, let rejected, let now):
        // Taken out and put back, so `live` is the only copy its arrays grow in; an update that
        // fails leaves the session as it was.
        guard var live = session.take() else { throw noSession }
        defer { session = live }
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
        replies.append(try frame(&live, now: now, accepted: accepted))
        return replies
      case .tick(let now):
        guard var live = session.take() else { throw noSession }
        defer { session = live }
        return [try frame(&live, now: now, accepted: 0)]
      case .save(let name, let overwrite):
        guard let live = session else { throw noSession }
        let checked = try RecordingName(name)
        do {
          let saved = try store.save(live, as: checked, overwrite: overwrite)
          return [
            object([
              ("type", .string("saved")), ("tape", .string(saved.tape)),
              ("touches", .string(saved.touches)),
              ("inputs", .number(String(saved.inputCount))),
              ("outputs", .number(String(saved.outputCount))),
              ("haptics", .number(String(saved.hapticCount))),
              ("duration", number(saved.duration)),
            ])
          ]
        } catch let error as StudioError where error.code == .fileExists {
          return [
            object([
              ("type", .string("exists")), ("name", .string(checked.stem)),
              ("message", .string(error.message)),
            ])
          ]
        }
      }
    } catch let error as StudioError {
      return [Self.error(error)]
    } catch let error as SceneError {
      return [errorObject(code: error.code.description, message: error.message)]
    } catch {
      return [errorObject(code: "failed", message: "\(error)")]
    }
  }

  static let noSession = StudioError(.noSession, "pick a scene and press Start first")

  /// The session stepped through `now`, as a frame reply.
  ///
  /// `{"type":"frame","now":…,"accepted":…,"frames":…,"reportDelta":{…}}`: the delta
  /// (``HapticTapeReport/ReportDelta``) holds what this message changed in the report, so a
  /// reply costs what the message added; the first one after a start or a restart holds the
  /// report so far whole.
  static func frame(_ session: inout LiveSession, now: Double, accepted: Int) throws -> String {
    // Only the frame count is kept: the update's events (every event, after a restart) are
    // gone before the delta is encoded.
    let frames = try session.update(upTo: now).frameCount
    let delta = try session.reportDelta().json()
    return
      "{\"type\":\"frame\",\"now\":\(now),\"accepted\":\(accepted),\"frames\":\(frames),\"reportDelta\":\(delta)}"
  }

  static func error(_ error: StudioError) -> String {
    errorObject(code: error.code.description, message: error.message)
  }

  static func errorObject(code: String, message: String) -> String {
    object([("type", .string("error")), ("code", .string(code)), ("message", .string(message))])
  }

  /// A reply object on one line, keys sorted by their UTF-8 bytes.
  static func object(_ members: [(key: String, value: JSONValue)]) -> String {
    JSONWriter.compact(JSONValue.object(members).sortingKeys(), escaping: .foundationCompatible)
  }

  /// `value` as its shortest text (`393`, `12.65`); `null` if it is not finite, which JSON
  /// cannot hold.
  static func number(_ value: Double) -> JSONValue {
    value.isFinite ? .number(JSONNumberFormat.trimmed(value)) : .null
  }
}
