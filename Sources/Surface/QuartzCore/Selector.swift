/// A method named for target–action: what `#selector(…)` makes on iOS, which the headless
/// surface calls without an Objective-C runtime.
///
/// Code ported with the HapticTapePort build plugin gets one from each `#selector`:
/// `#selector(step(_:))` in `class Spinner` becomes `Selector(method: "step:", Spinner.step(_:))`,
/// which carries the method itself. Written by hand, the same initializer works without the
/// plugin:
///
/// ```swift
/// final class Spinner {
///   private(set) var frames = 0
///
///   func start() {
///     let link = CADisplayLink(target: self, selector: Selector(method: "step:", Spinner.step(_:)))
///     link.add(to: .main, forMode: .common)
///   }
///
///   func step(_ link: CADisplayLink) { frames += 1 }
/// }
/// ```
///
/// Two selectors are equal when their Objective-C names are (`didTap:`), as on iOS. A selector
/// made from a name alone (`Selector("didTap:")`) names a method but cannot call one: the
/// surface reports it where it would be called.
///
/// On Apple platforms this is the Objective-C runtime's type; here QuartzCore declares it and
/// UIKit re-exports it.
public struct Selector: Hashable, @unchecked Sendable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  /// The Objective-C name: `didTap:`, `handleWithTap:`, `scrollViewDidScroll:`.
  public let name: String
  /// Calls the method on a target with a sender and an event; nil for a name alone.
  private let call: ((Any, Any?, Any?) -> SelectorCall)?
  /// Whether a target is of the type whose method this is.
  private let accepts: ((Any) -> Bool)?

  /// A selector naming a method, which cannot call it (`NSSelectorFromString`'s kind).
  public init(_ name: String) {
    self.name = name
    call = nil
    accepts = nil
  }

  /// A selector naming a method, which cannot call it.
  public init(stringLiteral name: String) { self.init(name) }

  /// A selector for a method taking no argument: UIKit calls it without the sender.
  public init<Target, Result>(method name: String, _ method: @escaping (Target) -> () -> Result) {
    self.name = Self.completed(name, arguments: 0)
    call = { target, _, _ in
      guard let target = target as? Target else { return .wrongTarget }
      _ = method(target)()
      return .called
    }
    accepts = { $0 is Target }
  }

  /// A selector for a method taking the sender (`didTap(_ recognizer: UITapGestureRecognizer)`,
  /// `valueChanged(_ sender: UISlider)`).
  public init<Target, Sender, Result>(
    method name: String, _ method: @escaping (Target) -> (Sender) -> Result
  ) {
    self.name = Self.completed(name, arguments: 1)
    call = { target, sender, _ in
      guard let target = target as? Target else { return .wrongTarget }
      guard let sender = sender as? Sender else { return .wrongSender }
      _ = method(target)(sender)
      return .called
    }
    accepts = { $0 is Target }
  }

  /// A selector for a method taking the sender and the event (`touched(_:for:)` of a control).
  public init<Target, Sender, Event, Result>(
    method name: String, _ method: @escaping (Target) -> (Sender, Event) -> Result
  ) {
    self.name = Self.completed(name, arguments: 2)
    call = { target, sender, event in
      guard let target = target as? Target else { return .wrongTarget }
      guard let sender = sender as? Sender, let event = event as? Event else {
        return .wrongSender
      }
      _ = method(target)(sender, event)
      return .called
    }
    accepts = { $0 is Target }
  }

  /// A selector for a method that throws.
  ///
  /// A ported `optional` protocol member that returns a value throws
  /// (`#selector(CardDelegate.card(_:heightFor:))`): a member the target leaves out throws, and
  /// the call does nothing.
  @_disfavoredOverload
  public init<Target, Sender, Result>(
    method name: String, _ method: @escaping (Target) -> (Sender) throws -> Result
  ) {
    self.init(method: name) { (target: Target) in
      { (sender: Sender) in _ = try? method(target)(sender) }
    }
  }

  /// A selector for a method that throws and takes no argument.
  @_disfavoredOverload
  public init<Target, Result>(
    method name: String, _ method: @escaping (Target) -> () throws -> Result
  ) {
    self.init(method: name) { (target: Target) in { _ = try? method(target)() } }
  }

  /// The name.
  public var description: String { name }

  /// Whether the selector can call its method on `target` (its type has the method).
  public func isCallable(on target: Any) -> Bool { accepts?(target) ?? false }

  /// Calls the method on `target`, passing `sender` and `event` as far as the method takes
  /// them, as UIKit does; what stood in the way if it could not.
  package func perform(on target: Any, sender: Any?, event: Any? = nil) -> SelectorCall {
    call?(target, sender, event) ?? .nameOnly
  }

  /// Equal when the names are, as on iOS.
  public static func == (lhs: Selector, rhs: Selector) -> Bool { lhs.name == rhs.name }

  public func hash(into hasher: inout Hasher) { hasher.combine(name) }

  /// `name` with one colon per argument, when written without labels (`#selector(didTap)`).
  private static func completed(_ name: String, arguments: Int) -> String {
    let colons = name.reduce(0) { $0 + ($1 == ":" ? 1 : 0) }
    return colons >= arguments ? name : name + String(repeating: ":", count: arguments - colons)
  }
}

/// How calling a selector went.
package enum SelectorCall: Equatable, Sendable {
  case called
  /// The target is not of the type whose method the selector is.
  case wrongTarget
  /// The sender or event is not of the types the method takes.
  case wrongSender
  /// The selector was made from a name alone.
  case nameOnly

  /// Why it did not run, for a report; nil when it ran.
  package func problem(_ selector: Selector, target: Any) -> String? {
    switch self {
    case .called: return nil
    case .wrongTarget:
      return
        "\(type(of: target)) has no method \(selector.name) (the selector names another type's)"
    case .wrongSender: return "\(selector.name) takes a sender of another type than the one sent"
    case .nameOnly:
      return
        "Selector(\"\(selector.name)\") names a method but cannot call it without the Objective-C runtime; write #selector(Type.method(_:)) and port the file, or Selector(method:_:)"
    }
  }
}
