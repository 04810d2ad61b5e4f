/// A view that lines up its arranged subviews along an axis, as UIKit's `UIStackView`.
///
/// Arranged subviews are subviews. Ours: the stack makes no constraints for them; it lays them
/// out itself in ``layoutSubviews()`` from each view's length along the axis — its
/// ``UIView/intrinsicContentSize`` where it has one, else its frame's when it was arranged (a
/// laid-out frame is the stack's doing, not the view's wish) — as UIKit would with those sizes:
/// - `.fill`: natural lengths and ``spacing``; the space left over (or missing) goes to the
///   view with the lowest content-hugging priority along the axis (the last of equals, ours);
/// - `.fillEqually`: equal lengths;
/// - `.fillProportionally`: lengths in proportion to the natural ones;
/// - `.equalSpacing` and `.equalCentering` (ours: as `.equalSpacing`): natural lengths, the
///   gaps equal and at least ``spacing``.
/// Across the axis, `.fill` stretches each view; `.leading`/`.top`, `.center` and
/// `.trailing`/`.bottom` keep its natural breadth; the baseline alignments act as `.fill`
/// (ours: text baselines are not measured). Hidden views take no space, as in UIKit.
open class UIStackView: UIView {
  /// The views lined up, in order.
  open private(set) var arrangedSubviews: [UIView] = []
  /// The axis the views line up along; horizontal by default.
  open var axis = NSLayoutConstraint.Axis.horizontal {
    didSet { setNeedsLayout() }
  }
  /// How lengths along the axis are shared; `.fill` by default.
  open var distribution = UIStackView.Distribution.fill {
    didSet { setNeedsLayout() }
  }
  /// How views sit across the axis; `.fill` by default.
  open var alignment = UIStackView.Alignment.fill {
    didSet { setNeedsLayout() }
  }
  /// The gap between neighbouring views, in points; 0 by default.
  open var spacing: CGFloat = 0 {
    didSet { setNeedsLayout() }
  }
  /// Whether the views are laid out inside the layout margins; false by default.
  open var isLayoutMarginsRelativeArrangement = false {
    didSet { setNeedsLayout() }
  }
  /// Whether spacing is measured between baselines (inert).
  open var isBaselineRelativeArrangement = false

  private var customSpacings: [(view: UIView, spacing: CGFloat)] = []
  /// Each arranged view's frame size when it was arranged: its natural size when it has no
  /// intrinsic one (its frame changes once laid out, so it cannot be read again).
  private var arrangedSizes: [ObjectIdentifier: CGSize] = [:]

  /// A stack of `views`, each added as a subview.
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// Storyboards are not supported headless; returns nil.
  public required init?(coder: NSCoder) { nil }

  /// A stack at `frame` with no views.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// Adds `view` at the end of the arranged views (and as a subview).
  open func addArrangedSubview(_ view: UIView) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Inserts `view` among the arranged views at `stackIndex` (clamped; ours: UIKit raises an
  /// exception past the end), adding it as a subview when it is not one.
  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    guard view !== self else { return }
    arrangedSubviews.removeAll { $0 === view }
    arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
    arrangedSizes[ObjectIdentifier(view)] = view.frame.size
    if view.superview !== self { addSubview(view) }
    setNeedsLayout()
  }

  /// Stops arranging `view`; it stays a subview, as UIKit's.
  open func removeArrangedSubview(_ view: UIView) {
    arrangedSubviews.removeAll { $0 === view }
    arrangedSizes[ObjectIdentifier(view)] = nil
    setNeedsLayout()
  }

  open override func willRemoveSubview(_ subview: UIView) {
    super.willRemoveSubview(subview)
    // A view removed from the hierarchy leaves the arranged views too, as in UIKit.
    arrangedSubviews.removeAll { $0 === subview }
    arrangedSizes[ObjectIdentifier(subview)] = nil
    setNeedsLayout()
  }

  /// Sets the gap after `arrangedSubview`.
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    customSpacings.removeAll { $0.view === arrangedSubview }
    customSpacings.append((arrangedSubview, spacing))
    setNeedsLayout()
  }

  /// The gap after `arrangedSubview` (``UIStackView/spacingUseDefault`` when not set).
  open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    customSpacings.first { $0.view === arrangedSubview }?.spacing ?? Self.spacingUseDefault
  }

  /// The custom spacing meaning "use ``spacing``".
  public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
  /// The custom spacing meaning "the system's spacing" (ours: 8 pt, as `spacing` uses).
  public static let spacingUseSystem: CGFloat = -CGFloat.greatestFiniteMagnitude

  open override func layoutSubviews() {
    super.layoutSubviews()
    let views = arrangedSubviews.filter { !$0.isHidden }
    guard !views.isEmpty else { return }
    let area = isLayoutMarginsRelativeArrangement ? bounds.inset(by: layoutMargins) : bounds
    let isHorizontal = axis == .horizontal
    let available = isHorizontal ? area.width : area.height
    let breadth = isHorizontal ? area.height : area.width
    // An app's non-finite bounds or margins leave the views where they are.
    guard available.isFinite, breadth.isFinite, area.minX.isFinite, area.minY.isFinite else {
      return
    }
    let gaps = views.dropLast().map(gap(after:))
    let natural = views.map { length(of: $0, along: isHorizontal) }
    let lengths: [CGFloat]
    var spaces = gaps
    switch distribution {
    case .fill:
      var filled = natural
      let extra = available - natural.reduce(0, +) - gaps.reduce(0, +)
      let index = stretchIndex(of: views, horizontal: isHorizontal)
      filled[index] = max(0, filled[index] + extra)
      lengths = filled
    case .fillEqually:
      let share = (available - gaps.reduce(0, +)) / CGFloat(views.count)
      lengths = Array(repeating: max(0, share), count: views.count)
    case .fillProportionally:
      let total = natural.reduce(0, +)
      let room = max(0, available - gaps.reduce(0, +))
      lengths = natural.map { total > 0 ? room * $0 / total : room / CGFloat(natural.count) }
    case .equalSpacing, .equalCentering:
      lengths = natural
      if views.count > 1 {
        let gap = (available - natural.reduce(0, +)) / CGFloat(views.count - 1)
        spaces = gaps.map { max($0, gap) }
      }
    }
    var position = isHorizontal ? area.minX : area.minY
    for (index, view) in views.enumerated() {
      let across = crossPlacement(of: view, horizontal: isHorizontal, breadth: breadth, in: area)
      view.frame =
        isHorizontal
        ? CGRect(x: position, y: across.origin, width: lengths[index], height: across.length)
        : CGRect(x: across.origin, y: position, width: across.length, height: lengths[index])
      position += lengths[index] + (index < spaces.count ? spaces[index] : 0)
    }
  }

  /// The gap after `view`: its custom spacing, else ``spacing``.
  private func gap(after view: UIView) -> CGFloat {
    let custom = customSpacing(after: view)
    let gap =
      custom == Self.spacingUseDefault ? spacing : custom == Self.spacingUseSystem ? 8 : custom
    // An app's non-finite spacing counts as none, so no frame becomes NaN.
    return gap.isFinite ? gap : 0
  }

  /// A view's natural length along the axis: its intrinsic size where it has one, else its
  /// frame's when it was arranged.
  private func length(of view: UIView, along horizontal: Bool) -> CGFloat {
    let intrinsic = horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
    if intrinsic >= 0, intrinsic.isFinite { return intrinsic }
    let size = arrangedSizes[ObjectIdentifier(view)] ?? view.frame.size
    let length = horizontal ? size.width : size.height
    return length.isFinite ? max(0, length) : 0
  }

  /// The view that takes the leftover space under `.fill`: the lowest hugging priority along
  /// the axis, the last of equals (ours).
  private func stretchIndex(of views: [UIView], horizontal: Bool) -> Int {
    let axis: NSLayoutConstraint.Axis = horizontal ? .horizontal : .vertical
    var best = views.count - 1
    for index in views.indices.reversed()
    where views[index].contentHuggingPriority(for: axis)
      < views[best].contentHuggingPriority(
        for: axis)
    {
      best = index
    }
    return best
  }

  /// Where `view` sits across the axis: its origin and breadth.
  private func crossPlacement(
    of view: UIView, horizontal: Bool, breadth: CGFloat, in area: CGRect
  ) -> (origin: CGFloat, length: CGFloat) {
    let start = horizontal ? area.minY : area.minX
    let intrinsic = horizontal ? view.intrinsicContentSize.height : view.intrinsicContentSize.width
    let size = arrangedSizes[ObjectIdentifier(view)] ?? view.frame.size
    let frameBreadth = horizontal ? size.height : size.width
    let natural =
      intrinsic >= 0 && intrinsic.isFinite
      ? intrinsic : (frameBreadth.isFinite ? max(0, frameBreadth) : 0)
    switch alignment {
    case .fill, .firstBaseline, .lastBaseline: return (start, breadth)
    case .leading: return (start, natural)
    case .center: return (start + (breadth - natural) / 2, natural)
    case .trailing: return (start + breadth - natural, natural)
    }
  }

  /// How lengths along the axis are shared.
  public enum Distribution: Int, Sendable {
    case fill = 0, fillEqually, fillProportionally, equalSpacing, equalCentering
  }

  /// How views sit across the axis.
  public enum Alignment: Int, Sendable {
    case fill = 0, leading, firstBaseline, center, trailing, lastBaseline

    /// The same as ``leading`` (for a horizontal stack).
    public static var top: Alignment { .leading }
    /// The same as ``trailing`` (for a horizontal stack).
    public static var bottom: Alignment { .trailing }
  }
}
