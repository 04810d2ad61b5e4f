/// The views and modifiers a module adds to Xcode's library (inert: Xcode reads the type; a
/// build only compiles it).
public protocol LibraryContentProvider {
  /// The views the module offers.
  @LibraryContentBuilder var views: [LibraryItem] { get }
}

extension LibraryContentProvider {
  /// No views.
  public var views: [LibraryItem] { [] }
}

/// One entry of Xcode's library: a snippet and how the library shows it (inert).
public struct LibraryItem {
  /// How the library groups its entries.
  public enum Category: Hashable, Sendable {
    case layout, control, effect, other
  }

  /// The snippet the library inserts.
  let snippet: Any
  /// Whether Xcode shows the entry.
  let isVisible: Bool
  /// The entry's title; nil for one made from the snippet.
  let title: String?
  /// Where the library shows the entry.
  let category: Category

  /// An entry inserting `snippet`, titled `title`, in `category`.
  public init<T>(
    _ snippet: @autoclosure @escaping () -> T, visible: Bool = true, title: String? = nil,
    category: Category = .other
  ) {
    self.snippet = snippet as Any
    isVisible = visible
    self.title = title
    self.category = category
  }
}

/// Collects a ``LibraryContentProvider``'s entries (inert: nothing reads them headless).
@resultBuilder
public enum LibraryContentBuilder {
  /// The entries, in order.
  public static func buildBlock(_ items: LibraryItem...) -> [LibraryItem] { items }
  /// The entries of each part, in order.
  public static func buildBlock(_ items: [LibraryItem]...) -> [LibraryItem] { items.flatMap { $0 } }
  /// One entry.
  public static func buildExpression(_ item: LibraryItem) -> [LibraryItem] { [item] }
  /// The entries.
  public static func buildExpression(_ items: [LibraryItem]) -> [LibraryItem] { items }
  /// The entries of the branch taken, or none.
  public static func buildOptional(_ items: [LibraryItem]?) -> [LibraryItem] { items ?? [] }
  /// The entries of an `if`'s first branch.
  public static func buildEither(first items: [LibraryItem]) -> [LibraryItem] { items }
  /// The entries of an `if`'s second branch.
  public static func buildEither(second items: [LibraryItem]) -> [LibraryItem] { items }
  /// The entries of each pass of a loop.
  public static func buildArray(_ items: [[LibraryItem]]) -> [LibraryItem] { items.flatMap { $0 } }
}
