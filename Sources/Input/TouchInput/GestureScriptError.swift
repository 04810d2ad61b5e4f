/// Why a gesture script could not be parsed or rendered, and where.
///
/// `description` reads `line:column: message`, such as
/// `3:22: expected a duration such as 0.4s after 'in'`; a caller that knows the file name
/// prefixes it.
///
/// ```swift
/// do {
///   _ = try GestureScript(parsing: "wait 5")
/// } catch {
///   print(error)  // 1:6: expected a duration such as 0.4s or 120ms after 'wait', found '5'
/// }
/// ```
public struct GestureScriptError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What kind of problem it is.
  public struct Code: Hashable, Sendable, CustomStringConvertible {
    private enum Wrapped: Hashable, Sendable {
      case syntax, fingerState, invalidValue, tooLong, elementNotVisible, limitExceeded
    }

    private var wrapped: Wrapped

    /// The text does not follow the language: a missing, unknown or extra word.
    public static var syntax: Self { Self(wrapped: .syntax) }
    /// A finger is used in a state it is not in: dragged or lifted while up, touched while
    /// down, or still down when the script ends.
    public static var fingerState: Self { Self(wrapped: .fingerState) }
    /// A value is out of range or cannot be realised, such as a fling too short for its
    /// release velocity.
    public static var invalidValue: Self { Self(wrapped: .invalidValue) }
    /// The rendered session would exceed the configured maximum duration.
    public static var tooLong: Self { Self(wrapped: .tooLong) }
    /// A statement names an element (`tap item 3 in strip`) that is not on screen when the
    /// statement starts, or the script is rendered without a scene to find elements in.
    public static var elementNotVisible: Self { Self(wrapped: .elementNotVisible) }
    /// The text passes ``GestureScript/maximumByteCount`` or
    /// ``GestureScript/maximumStatementCount``.
    public static var limitExceeded: Self { Self(wrapped: .limitExceeded) }

    public var description: String {
      switch wrapped {
      case .syntax: "syntax"
      case .fingerState: "finger state"
      case .invalidValue: "invalid value"
      case .tooLong: "too long"
      case .elementNotVisible: "element not visible"
      case .limitExceeded: "limit exceeded"
      }
    }
  }

  /// What kind of problem it is.
  public var code: Code
  /// Where it is: the offending word, or the statement for render errors.
  public var location: GestureScript.SourceLocation
  /// What was expected and what to do, without the location.
  public var message: String

  /// Creates an error.
  public init(code: Code, location: GestureScript.SourceLocation, message: String) {
    self.code = code
    self.location = location
    self.message = message
  }

  /// `line:column: message`.
  public var description: String { "\(location): \(message)" }
}
