/// The result builder of view bodies: `if`, `if let`, `switch`, `for`-less lists of up to ten
/// views, and availability checks, as in SwiftUI.
@resultBuilder
public enum ViewBuilder {
  /// No view.
  public static func buildBlock() -> EmptyView { EmptyView() }
  /// One view.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  /// Several views, in order.
  public static func buildBlock<each Content: View>(_ content: repeat each Content)
    -> TupleView<(repeat each Content)>
  {
    TupleView((repeat each content), lister: PackTupleViewLister<repeat each Content>.self)
  }
  /// A single expression.
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  /// An `if` without `else`.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  /// The `if` branch of an `if`/`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(storage: .trueContent(first))
  }
  /// The `else` branch of an `if`/`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(storage: .falseContent(second))
  }
  /// An `if #available` branch.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}
