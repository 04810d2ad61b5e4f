/// The result builder of toolbar content: items in order, `if`, `if`/`else`, `switch` and
/// availability checks, as in SwiftUI.
@resultBuilder
public enum ToolbarContentBuilder {
  /// A single item.
  public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content {
    content
  }
  /// One item.
  public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content {
    content
  }
  /// Several items, in order.
  public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content)
    -> some ToolbarContent
  {
    var entries: [ToolbarEntry] = []
    for item in repeat each content { entries += toolbarEntries(of: item) }
    return ToolbarItemList(toolbarEntries: entries)
  }
  /// An `if` without `else`.
  public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? {
    content
  }
  /// The `if` branch of an `if`/`else` or `switch`.
  public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .trueContent(first))
  }
  /// The `else` branch of an `if`/`else` or `switch`.
  public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .falseContent(second))
  }
  /// An `if #available` branch.
  public static func buildLimitedAvailability(_ content: any ToolbarContent)
    -> some ToolbarContent
  {
    ToolbarItemList(toolbarEntries: toolbarEntries(of: content))
  }
}
