/// A type that places a collection of views: it chooses its own size for a proposal, then
/// places each subview in the bounds it is given.
///
/// ```swift
/// import SwiftUI
///
/// struct Diagonal: Layout {
///   func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///     subviews.reduce(.zero) { size, subview in
///       let own = subview.sizeThatFits(.unspecified)
///       return CGSize(width: size.width + own.width, height: size.height + own.height)
///     }
///   }
///   func placeSubviews(
///     in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
///   ) {
///     var point = bounds.origin
///     for subview in subviews {
///       subview.place(at: point, proposal: .unspecified)
///       let own = subview.sizeThatFits(.unspecified)
///       point.x += own.width
///       point.y += own.height
///     }
///   }
/// }
///
/// let steps = Diagonal { Text("one"); Text("two") }
/// ```
public protocol Layout {
  /// What the layout keeps between its calls; nothing unless it makes a cache.
  associatedtype Cache = Void
  /// The views the layout places.
  typealias Subviews = LayoutSubviews

  /// What the layout tells its container about itself: by default, that it is no stack.
  static var layoutProperties: LayoutProperties { get }
  /// The size the layout chooses for `proposal`, given its subviews.
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
  /// Places each subview in `bounds`, a region of the size the layout chose.
  ///
  /// A subview not placed sits at the centre of the bounds, offered their size (Apple's rule,
  /// with the bounds' size standing for the proposal).
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
  /// Makes the cache, once, before the first call that takes it.
  func makeCache(subviews: Subviews) -> Cache
  /// Brings the cache up to date after the layout or its subviews changed (by default, makes it
  /// again).
  func updateCache(_ cache: inout Cache, subviews: Subviews)
  /// Where the layout puts a horizontal guide, in `bounds`' coordinates; nil for the guide's
  /// default.
  ///
  /// A container that aligns the layout by `guide` lines this value up (Apple: "The value you
  /// return affects the placement of the container as a whole, but it doesn't affect how the
  /// container arranges subviews relative to one another"). `bounds` starts at (0, 0) and the
  /// proposal is its size (ours, as for placing).
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat?
  /// Where the layout puts a vertical guide, in `bounds`' coordinates; nil for the guide's
  /// default.
  ///
  /// As the horizontal form: the value places the container as a whole.
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat?
}

extension Layout where Cache == Void {
  /// No cache.
  public func makeCache(subviews: Subviews) -> Cache { () }
}

extension Layout {
  /// No stack: a spacer inside grows along neither axis of its own accord.
  public static var layoutProperties: LayoutProperties { LayoutProperties() }
}

extension Layout {
  /// Makes the cache again.
  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    cache = makeCache(subviews: subviews)
  }

  /// No explicit value: the guide sits at its default (ours: SwiftUI's default merges the
  /// subviews' guides; HapticTape's layouts pass none on).
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? { nil }

  /// No explicit value: the guide sits at its default (ours, as the horizontal form).
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? { nil }

  /// A view of `content` that this layout places.
  public func callAsFunction<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
    LayoutView(layout: self, content: content())
  }
}

/// A layout's view: its content, placed by the layout.
nonisolated struct LayoutView<L: Layout, Content: View>: View {
  let layout: L
  let content: Content
  var body: Never { primitiveBody(of: Self.self) }
}

extension LayoutView: PrimitiveView {
  func update(_ node: ViewNode) {
    node.layout = CustomLayout(layout: layout)
    node.modifierState(LayoutCacheBox<L>.self) { LayoutCacheBox() }.isStale = true
    // The layout may set any guide (`explicitAlignment`): its containers ask it.
    node.markExplicitAlignment()
    node.updateChild(key: 0, with: content)
  }
}
