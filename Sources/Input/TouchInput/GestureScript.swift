import TouchCore

/// A scripted gesture session: touches, drags, flings, taps, waits and scene commands, in order.
///
/// Build a script in Swift with the mutating builder methods, or parse the text language with
/// ``init(parsing:)``; then render it for a device with ``render(on:configuration:)`` into time-
/// ordered touch samples and scene commands. A script holds no time of its own: each statement
/// starts when the previous one ended, on the device's touch scan grid.
///
/// ```swift
/// let one = Touch.ID(1), two = Touch.ID(2)
/// let pull = GestureScript { script in
///   script.touch(one, at: Point2D(x: 330, y: 290))
///   script.drag(one, to: Point2D(x: 130, y: 290), duration: .milliseconds(500), curve: .easeOut)
///   script.touch(two, at: Point2D(x: 330, y: 300))
///   script.lift(one)
///   script.drag(two, to: Point2D(x: 130, y: 300), duration: .milliseconds(500))
///   script.lift(two)
///   script.fling(one, from: Point2D(x: 300, y: 400), to: Point2D(x: 120, y: 400), releaseVelocity: 1500)
///   script.command("rotate", [.size(Size2D(width: 852, height: 393))])
/// }
/// let timeline = try pull.render(on: .iPhone15Pro)
/// ```
///
/// The same script as text (see ``init(parsing:)``; `description` prints it back):
///
/// ```
/// touch 1 at 330,290
/// drag 1 to 130,290 in 500ms curve easeOut
/// ```
public struct GestureScript: Hashable, Sendable {
  /// The statements, in the order they run.
  public private(set) var statements: [Statement]

  /// Creates an empty script.
  public init() {
    statements = []
  }

  /// Creates a script from statements, in the order they run.
  public init(statements: [Statement]) {
    self.statements = statements
  }

  /// Creates a script by running `build` on an empty one.
  ///
  /// - Parameter build: Appends statements with the builder methods.
  public init(_ build: (inout GestureScript) -> Void) {
    self.init()
    build(&self)
  }

  /// Appends `action`; a statement built in Swift is located at the line it has in
  /// `description`, column 1.
  public mutating func append(_ action: Action) {
    statements.append(
      Statement(action: action, location: SourceLocation(line: statements.count + 1, column: 1)))
  }
}
