extension Layout {
  /// The layout's `explicitAlignment` for `key`, whichever axis it is on.
  func explicitAlignment(
    of key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? {
    switch key {
    case .horizontal(let guide):
      explicitAlignment(
        of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    case .vertical(let guide):
      explicitAlignment(
        of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
  }
}
