/// The error the `Haptics` module throws: a value outside the range Core Haptics accepts, a file
/// that is not JSON, or a JSON file that is not an AHAP pattern.
///
/// The ``Code`` is opaque so that new failure kinds can be added without breaking callers.
///
/// ```swift
/// do {
///   _ = try TransientEvent(time: 0, intensity: 1.2, sharpness: 0.5)
/// } catch let error as HapticError where error.code == .valueOutOfRange {
///   print(error)  // intensity 1.2 is outside 0…1
/// }
/// ```
public struct HapticError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What kind of failure happened.
  public struct Code: Hashable, Sendable, CustomStringConvertible {
    private enum Wrapped: Hashable, Sendable {
      case valueOutOfRange
      case malformedJSON
      case notAPattern
      case invalidJSONLines
    }

    private var wrapped: Wrapped

    private init(_ wrapped: Wrapped) {
      self.wrapped = wrapped
    }

    /// A builder argument is outside the range Core Haptics accepts (or not finite).
    public static var valueOutOfRange: Self { Self(.valueOutOfRange) }
    /// The bytes are not JSON (trailing commas aside).
    public static var malformedJSON: Self { Self(.malformedJSON) }
    /// The JSON is not an AHAP pattern: an array, a lone `Event`, no `Pattern` array.
    public static var notAPattern: Self { Self(.notAPattern) }
    /// A line of HapticTape JSON Lines does not describe a haptic event.
    public static var invalidJSONLines: Self { Self(.invalidJSONLines) }

    public var description: String {
      switch wrapped {
      case .valueOutOfRange: "value out of range"
      case .malformedJSON: "malformed JSON"
      case .notAPattern: "not an AHAP pattern"
      case .invalidJSONLines: "invalid haptic JSON Lines"
      }
    }
  }

  /// What kind of failure happened.
  public var code: Code
  /// A sentence that says what is wrong and, where it helps, what to do.
  public var message: String
  /// The JSON path of the offending value (`$.Pattern[2].Event`), when it comes from a document.
  public var path: String?
  /// Where in the file the offending value starts, when it comes from a file.
  public var position: TextPosition?

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - code: What kind of failure happened.
  ///   - message: What is wrong and what to do.
  ///   - path: The JSON path of the offending value, if any.
  ///   - position: Where the offending value starts, if it comes from a file.
  public init(_ code: Code, _ message: String, path: String? = nil, position: TextPosition? = nil) {
    self.code = code
    self.message = message
    self.path = path
    self.position = position
  }

  /// `line:column: path: message`, omitting the parts that are unknown.
  public var description: String {
    var parts: [String] = []
    if let position { parts.append(position.description) }
    if let path { parts.append(path) }
    parts.append(message)
    return parts.joined(separator: ": ")
  }
}
