import TouchCore

/// Finds the elements gesture statements name (`tap item 3 in strip`) while a script renders,
/// by running a scene on the inputs rendered so far.
///
/// ```swift
/// /// A list of 100-pt rows that does not scroll: item n's centre is at y = 50 + 100 n.
/// struct FixedRowsLocator: GestureElementLocator {
///   mutating func locate(
///     _ target: GestureScript.ElementTarget, at time: Timestamp, after inputs: [GestureTimeline.Input]
///   ) throws(GestureElementLocatorFailure) -> GestureElement {
///     guard target.view == "list", (0..<8).contains(target.item) else {
///       throw GestureElementLocatorFailure("list shows items 0 to 7; there is no \(target)")
///     }
///     let center = Point2D(x: 196, y: 50 + 100 * Double(target.item))
///     return GestureElement(center: center, scrollAxis: .vertical)
///   }
/// }
/// var locator = FixedRowsLocator()
/// let script = try GestureScript(parsing: "tap item 3 in list")
/// let timeline = try script.render(on: .iPhone15Pro, locating: &locator)
/// ```
public protocol GestureElementLocator {
  /// Where `target` is at `time`, the moment its statement starts, after `inputs` (every input
  /// the script produced before it, in time order).
  /// - Throws: ``GestureElementLocatorFailure`` saying why, such as which elements are visible
  ///   instead.
  mutating func locate(
    _ target: GestureScript.ElementTarget, at time: Timestamp, after inputs: [GestureTimeline.Input]
  ) throws(GestureElementLocatorFailure) -> GestureElement
}

/// Why a ``GestureElementLocator`` found no element; the renderer reports it at the statement's
/// line and column.
public struct GestureElementLocatorFailure: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong and what is there instead, in words.
  public var message: String

  /// Creates a failure.
  public init(_ message: String) {
    self.message = message
  }

  public var description: String { message }
}

/// The locator of a script rendered without a scene: every named element is an error.
struct NoElementLocator: GestureElementLocator {
  func locate(
    _ target: GestureScript.ElementTarget, at time: Timestamp, after inputs: [GestureTimeline.Input]
  ) throws(GestureElementLocatorFailure) -> GestureElement {
    throw GestureElementLocatorFailure(
      "'\(target)' names an element, which only a scene can find; render the script on a scene "
        + "(haptictape script/record --scene NAME, or expectReplay in a test) or aim at a point")
  }
}
