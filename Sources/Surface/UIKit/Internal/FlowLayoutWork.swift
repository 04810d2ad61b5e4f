/// What a flow layout's next `prepare()` recomputes, from the invalidations since the last one:
/// each level includes the ones below it.
enum FlowLayoutWork: Int, Comparable {
  /// Nothing: the attributes computed last stand (a scroll that only moved the bounds).
  case none
  /// The frames, from the sizes the delegate gave last time.
  case attributes
  /// The delegate's sizes and spacing, then the frames.
  case delegateMetrics

  /// What `context` asks for: everything for a whole-layout or data-source invalidation, else
  /// what a flow context's flags say; another kind of context recomputes the frames (ours:
  /// UIKit does not document it; the frames are what such a context is about).
  init(_ context: UICollectionViewLayoutInvalidationContext) {
    if context.invalidateEverything || context.invalidateDataSourceCounts {
      self = .delegateMetrics
    } else if let flow = context as? UICollectionViewFlowLayoutInvalidationContext {
      let namesElements =
        !(flow.invalidatedItemIndexPaths ?? []).isEmpty
        || !(flow.invalidatedSupplementaryIndexPaths ?? [:]).isEmpty
      self =
        flow.invalidateFlowLayoutDelegateMetrics
        ? .delegateMetrics
        : flow.invalidateFlowLayoutAttributes || namesElements ? .attributes : .none
    } else {
      self = .attributes
    }
  }

  static func < (lhs: FlowLayoutWork, rhs: FlowLayoutWork) -> Bool { lhs.rawValue < rhs.rawValue }
}
