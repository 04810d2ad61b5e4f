/// An action a control runs for its events (`control.addAction(_:for:)`, iOS 14): the closure
/// form of target and action, and what Linux offers in place of `addTarget(_:action:for:)`,
/// whose `#selector` needs the Objective-C runtime.
open class UIAction: UIMenuElement {
  /// The closure an action runs.
  public typealias Handler = (UIAction) -> Void

  /// The action's title (inert: shown in menus).
  open var title: String
  /// The action's identifier: adding a second action with the same identifier replaces it.
  ///
  /// An action made without one gets one of its own, unique while it lives (ours: UIKit makes
  /// one up too).
  public var identifier: UIAction.Identifier {
    explicitIdentifier
      ?? UIAction.Identifier(
        rawValue: "headless.action.\(UInt(bitPattern: ObjectIdentifier(self).hashValue))")
  }
  private let explicitIdentifier: UIAction.Identifier?
  /// The control that sent the action while its handler runs, else nil.
  open internal(set) var sender: Any?
  let handler: Handler

  /// An action that runs `handler`.
  public init(
    title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
    handler: @escaping Handler
  ) {
    self.title = title
    explicitIdentifier = identifier
    self.handler = handler
    super.init()
  }

  /// An action's identifier.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }
}
