import Scenes
import Tape

/// How the studio serves: where it listens, where recordings go, which scenes it offers.
public struct StudioConfiguration: Sendable {
  /// The IPv4 address to bind: `127.0.0.1` (the default) or `0.0.0.0` for a phone on the network.
  public var host: String
  /// The port; 0 picks a free one.
  public var port: UInt16
  /// The folder tapes are saved to and opened from (created when missing).
  public var recordingsDirectory: String
  /// The scenes the page offers: the host's own, such as `SceneRegistry.builtIn` (the
  /// `HapticTapeSeedScenes` product) or an app's registry.
  public var registry: SceneRegistry
  /// The version written into saved tapes' headers.
  public var writerVersion: String
  /// A secret every URL must carry as `?token=…`, or `nil` for none (loopback only).
  public var token: String?
  /// How to start a worker process per live session, when the scenes run code HapticTape does
  /// not own; `nil` runs sessions in the studio's process.
  package var sessionWorker: StudioWorkerCommand?

  /// Creates a configuration; binding any address other than loopback gets a random token.
  ///
  /// - Parameter registry: The scenes the page offers. There is no default, so the studio links
  ///   no scenes of its own: a tool passes the registry it hosts.
  public init(
    host: String = "127.0.0.1", port: UInt16 = 8765,
    recordingsDirectory: String = "Recordings/studio",
    registry: SceneRegistry, writerVersion: String = TapeHeader.currentWriterVersion,
    token: String? = nil
  ) {
    self.host = host
    self.port = port
    self.recordingsDirectory = recordingsDirectory
    self.registry = registry
    self.writerVersion = writerVersion
    self.token = token ?? (Self.isLoopback(host) ? nil : Self.randomToken())
  }

  /// Whether `host` is reachable only from this machine.
  public static func isLoopback(_ host: String) -> Bool {
    host == "127.0.0.1" || host == "localhost" || host == "::1"
  }

  /// 128 random bits as 32 hex digits, from the system's generator.
  public static func randomToken() -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<4).map { _ in
      let word = String(generator.next() as UInt32, radix: 16)
      return String(repeating: "0", count: 8 - word.count) + word
    }.joined()
  }
}
