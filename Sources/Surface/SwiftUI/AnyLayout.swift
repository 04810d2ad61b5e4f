/// Any ``Layout``: switching the layout inside keeps the views' identity and state.
///
/// ```swift
/// import SwiftUI
///
/// struct Adaptive: View {
///   var isWide: Bool
///   var body: some View {
///     let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
///     layout { Text("one"); Text("two") }
///   }
/// }
/// ```
public struct AnyLayout: Layout {
  let storage: any ErasedLayout

  /// `layout`, its type erased.
  public init<L: Layout>(_ layout: L) {
    storage = (layout as? AnyLayout)?.storage ?? ErasedLayoutBox(layout: layout)
  }

  /// The cache of the layout inside, whatever its type.
  public struct Cache {
    var value: Any
    var layoutType: ObjectIdentifier
  }

  /// Makes the cache of the layout inside.
  public func makeCache(subviews: Subviews) -> Cache {
    Cache(value: storage.makeCache(subviews: subviews), layoutType: storage.layoutType)
  }

  /// Updates the cache of the layout inside; a new type of layout makes its own.
  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    guard cache.layoutType == storage.layoutType else {
      cache = makeCache(subviews: subviews)
      return
    }
    storage.updateCache(&cache.value, subviews: subviews)
  }

  /// The size the layout inside chooses.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    -> CGSize
  {
    if cache.layoutType != storage.layoutType { cache = makeCache(subviews: subviews) }
    return storage.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache.value)
  }

  /// Places the subviews as the layout inside does.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) {
    if cache.layoutType != storage.layoutType { cache = makeCache(subviews: subviews) }
    storage.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
  }
}

extension AnyLayout {
  /// The horizontal guide's value the layout inside gives.
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? {
    if cache.layoutType != storage.layoutType { cache = makeCache(subviews: subviews) }
    return storage.explicitAlignment(
      of: .horizontal(guide), in: bounds, proposal: proposal, subviews: subviews,
      cache: &cache.value)
  }

  /// The vertical guide's value the layout inside gives.
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? {
    if cache.layoutType != storage.layoutType { cache = makeCache(subviews: subviews) }
    return storage.explicitAlignment(
      of: .vertical(guide), in: bounds, proposal: proposal, subviews: subviews,
      cache: &cache.value)
  }
}

/// A layout behind ``AnyLayout``, its cache as `Any`.
protocol ErasedLayout {
  /// The layout inside.
  var base: Any { get }
  var layoutType: ObjectIdentifier { get }
  /// The layout's own `layoutProperties`.
  var layoutProperties: LayoutProperties { get }
  func makeCache(subviews: LayoutSubviews) -> Any
  func updateCache(_ cache: inout Any, subviews: LayoutSubviews)
  func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any)
    -> CGSize
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any)
  func explicitAlignment(
    of guide: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: LayoutSubviews, cache: inout Any
  ) -> CGFloat?
}

struct ErasedLayoutBox<L: Layout>: ErasedLayout {
  let layout: L
  var base: Any { layout }
  var layoutType: ObjectIdentifier { ObjectIdentifier(L.self) }
  var layoutProperties: LayoutProperties { L.layoutProperties }

  func makeCache(subviews: LayoutSubviews) -> Any { layout.makeCache(subviews: subviews) }

  func updateCache(_ cache: inout Any, subviews: LayoutSubviews) {
    withTyped(&cache, subviews: subviews) { layout.updateCache(&$0, subviews: subviews) }
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any)
    -> CGSize
  {
    withTyped(&cache, subviews: subviews) {
      layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0)
    }
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any
  ) {
    withTyped(&cache, subviews: subviews) {
      layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
    }
  }

  func explicitAlignment(
    of guide: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: LayoutSubviews, cache: inout Any
  ) -> CGFloat? {
    withTyped(&cache, subviews: subviews) {
      layout.explicitAlignment(
        of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
    }
  }

  /// Runs `body` on the cache as the layout's own type (made afresh if it is not).
  private func withTyped<Result>(
    _ cache: inout Any, subviews: LayoutSubviews, _ body: (inout L.Cache) -> Result
  ) -> Result {
    var typed = (cache as? L.Cache) ?? layout.makeCache(subviews: subviews)
    let result = body(&typed)
    cache = typed
    return result
  }
}
