import FlyingFox
import Foundation
import HapticTapeReport
import JSONCore

/// Routes the studio's requests after checking `Host`, `Origin` and the token.
struct StudioRequestHandler: HTTPHandler {
  let configuration: StudioConfiguration
  let store: RecordingStore
  /// The bound address's `Host` and `Origin` values.
  let authority: StudioAuthority

  func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
    if let refusal = authority.refusal(
      host: request.headers[.host], origin: request.headers[HTTPHeader("Origin")])
    {
      return Self.text(.forbidden, refusal)
    }
    if let token = configuration.token, request.query["token"] != token {
      return Self.text(.forbidden, "403: this studio needs the token of the URL it printed")
    }
    guard request.method == .GET else { return Self.text(.methodNotAllowed, "405: GET only") }
    switch request.path {
    case "/", "/index.html":
      return Self.response(
        .ok, "text/html; charset=utf-8",
        Data(StudioPage(configuration: configuration).html().utf8))
    case "/socket":
      let socket = makeSocket()
      // Each reply goes out as one frame: split into FlyingFox's default 16 KB frames, a reply
      // waits about 40 ms on the second write (Nagle's algorithm against delayed ACKs, measured).
      let frames = MessageFrameWSHandler(handler: socket, frameSize: Self.maximumReplyFrame)
      return try await WebSocketHTTPHandler(handler: frames).handleRequest(request)
    case "/tapes":
      do {
        let names = try store.tapeNames()
        let json = StudioSocket.object([("tapes", .array(names.map(JSONValue.string)))])
        return Self.response(.ok, "application/json", Data(json.utf8))
      } catch {
        return Self.text(.internalServerError, "\(error)")
      }
    case "/tape":
      do {
        let json = try store.reportJSON(named: try RecordingName(request.query["name"] ?? ""))
        return Self.response(.ok, "application/json", Data(json.utf8))
      } catch let error as StudioError {
        return Self.text(error.code == .invalidName ? .badRequest : .notFound, error.message)
      } catch {
        return Self.text(.notFound, "\(error)")
      }
    default:
      return Self.text(.notFound, "404: no such page")
    }
  }

  /// A live session for a WebSocket connection.
  func makeSocket() -> StudioSocket {
    StudioSocket(configuration: configuration, store: store)
  }

  /// The largest frame a reply is sent in (ours: a 60 s session's report data is about 250 KB).
  static let maximumReplyFrame = 16 * 1024 * 1024

  static func text(_ status: HTTPStatusCode, _ text: String) -> HTTPResponse {
    response(status, "text/plain; charset=utf-8", Data(text.utf8))
  }

  static func response(_ status: HTTPStatusCode, _ type: String, _ body: Data) -> HTTPResponse {
    var headers = HTTPHeaders()
    headers[.contentType] = type
    headers[HTTPHeader("Cache-Control")] = "no-store"
    headers[HTTPHeader("X-Content-Type-Options")] = "nosniff"
    return HTTPResponse(statusCode: status, headers: headers, body: body)
  }
}
