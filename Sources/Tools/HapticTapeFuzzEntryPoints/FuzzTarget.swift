/// A reader of outside input that has a libFuzzer target in `FuzzTesting/`.
///
/// The raw value names the target's executable (`FuzzTapeReader` for ``tapeReader``) and its
/// regression corpus folder (`Tests/FuzzRegressionTests/Corpus/tapeReader/`).
public enum FuzzTarget: String, CaseIterable, Sendable {
  /// `.htape` files: header, chunk framing, every lane decoder, the trailer.
  case tapeReader
  /// One chunk's inflated payload (sections, lane decoders, order exceptions), reached without the
  /// CRC-32 and deflate that keep mutated tapes away from the decoders.
  case tapeChunkPayload
  /// Tapes as JSON Lines (`haptictape convert`).
  case tapeJSONLines
  /// AHAP files: the lenient decoder and its findings (`haptictape ahap validate`).
  case ahap
  /// Haptic events as JSON Lines.
  case hapticJSONLines
  /// Gesture scripts: the streaming parser, then rendering on a device.
  case gestureScript
  /// Scene configuration JSON, decoded and validated for every built-in scene.
  case sceneConfiguration
  /// Android `getevent` logs.
  case getevent
  /// CSV touch logs.
  case csv
  /// Flutter `PointerData` JSON.
  case flutter
  /// HapticTape JSON Lines touches.
  case touchJSONLines
  /// The studio's WebSocket messages, one per line: pointer events into a live session's
  /// stream, then imported as the studio saves them.
  case studioMessages
  /// Gesture sessions on every registered scene: any fingers, times, positions and order, a
  /// configuration drawn from the scene's key domains, each device; every recording must hold
  /// ``GestureSessionInvariants``.
  case gestureSession
}
