/// A menu of actions and submenus (inert: menus are not shown headless; the elements are kept so
/// the app and tests can read them).
open class UIMenu: UIMenuElement {
  /// The menu's title.
  open private(set) var title: String
  /// The menu's image (inert).
  open private(set) var image: UIImage?
  /// The menu's identifier.
  open private(set) var identifier: UIMenu.Identifier
  /// How the menu shows its elements (inert).
  open private(set) var options: UIMenu.Options
  /// The elements, in order.
  open private(set) var children: [UIMenuElement]

  /// A menu of `children`.
  public init(
    title: String = "", image: UIImage? = nil, identifier: UIMenu.Identifier? = nil,
    options: UIMenu.Options = [], children: [UIMenuElement] = []
  ) {
    self.title = title
    self.image = image
    self.identifier = identifier ?? UIMenu.Identifier(rawValue: "headless.menu")
    self.options = options
    self.children = children
    super.init()
  }

  /// A menu's identifier.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// How a menu shows its elements (inert).
  public struct Options: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let displayInline = Options(rawValue: 1 << 0)
    public static let destructive = Options(rawValue: 1 << 1)
    public static let singleSelection = Options(rawValue: 1 << 5)
    public static let displayAsPalette = Options(rawValue: 1 << 7)
  }
}
