/// The kind of a tape event: the input kinds and the output streams a replay produces.
///
/// Kinds are an open set with stable numeric codes, so a newer minor format version can add one
/// and an older reader can skip it (see the format document).
public struct TapeEventKind: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The code stored in chunk headers.
  public var code: UInt8

  /// Creates a kind from its stored code.
  public init(code: UInt8) {
    self.code = code
  }

  /// A touch sample (input).
  public static let touch = TapeEventKind(code: 1)
  /// A scene command (input).
  public static let command = TapeEventKind(code: 2)
  /// A scroll-view delegate event (output).
  public static let scroll = TapeEventKind(code: 3)
  /// A haptic event (output).
  public static let haptic = TapeEventKind(code: 4)
  /// A scene event: a state-machine transition of a scene's controller (output).
  public static let scene = TapeEventKind(code: 5)
  /// A layout sample: the attributes of one visible element at one frame (output).
  public static let layout = TapeEventKind(code: 6)

  /// The kinds this version of HapticTape knows.
  public static let known: [TapeEventKind] = [.touch, .command, .scroll, .haptic, .scene, .layout]

  /// Whether the kind is an input (the source of truth) rather than an output (a projection).
  public var isInput: Bool { self == .touch || self == .command }

  /// The kind's name in JSON Lines and reports (`touch`, `command`, `scroll`, `haptic`, `scene`,
  /// `layout`), or `kind<code>` for a kind this version does not know.
  public var name: String {
    switch code {
    case 1: "touch"
    case 2: "command"
    case 3: "scroll"
    case 4: "haptic"
    case 5: "scene"
    case 6: "layout"
    default: "kind\(code)"
    }
  }

  /// The known kind called `name`, or `nil`.
  public init?(name: String) {
    guard let kind = TapeEventKind.known.first(where: { $0.name == name }) else { return nil }
    self = kind
  }

  public static func < (lhs: TapeEventKind, rhs: TapeEventKind) -> Bool { lhs.code < rhs.code }

  public var description: String { name }
}
