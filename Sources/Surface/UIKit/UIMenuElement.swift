/// An item of a menu: an action or a submenu (inert: menus are not shown headless).
open class UIMenuElement: NSObject {
  /// An element.
  public override init() { super.init() }
}
