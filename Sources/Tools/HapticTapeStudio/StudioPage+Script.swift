extension StudioPage {
  /// The studio's script (ES5, no dependencies): sends Pointer Events over the WebSocket, draws
  /// each frame the server returns with the report's renderer (`window.hapticTapeRenderer`),
  /// flashes new haptic events on a lane and plays them with `navigator.vibrate` where the
  /// browser has it (the pattern the server's `ReportPlatforms.web` gives: the same conversion
  /// as `haptictape export --web`), shows the latency from the oldest pointer event of a message to the frame
  /// drawn for it (from when the page handled the event, so it holds for events a test sends with
  /// timestamps of its own), saves, and opens saved tapes in the report's player.
  ///
  /// One message is in flight at a time; events that come meanwhile go in the next message, so
  /// a slow connection sends fewer, larger messages rather than falling behind.
  ///
  /// The text is `Resources/studio.js`, embedded at build time, less the file's final line break.
  static let script: String = {
    let text = String(decoding: PackageResources.studio_js, as: UTF8.self)
    return text.hasSuffix("\n") ? String(text.dropLast()) : text
  }()
}
