/// Where a scroll view comes to rest after a fling: it may move the target the scroll view's
/// deceleration would reach.
public protocol ScrollTargetBehavior {
  /// The context the behavior decides in.
  typealias TargetContext = ScrollTargetBehaviorContext
  /// Moves `target`, the rect the scroll view would come to show, where the behavior wants it.
  func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
}

/// The rect a scroll view should come to show, and where in its visible region.
public struct ScrollTarget: Hashable, Sendable {
  /// The rect to show, in content coordinates.
  public var rect: CGRect
  /// Where the rect should sit in the visible region; nil for its origin at the visible origin.
  public var anchor: UnitPoint?
  /// A target of `rect` at `anchor`.
  public init(rect: CGRect, anchor: UnitPoint? = nil) {
    self.rect = rect
    self.anchor = anchor
  }
}

/// What a ``ScrollTargetBehavior`` decides from.
public struct ScrollTargetBehaviorContext {
  /// The target when the gesture began.
  public var originalTarget: ScrollTarget
  /// The gesture's velocity, in points per second.
  public var velocity: CGVector
  /// The size of the content.
  public var contentSize: CGSize
  /// The size of the scroll view's visible region.
  public var containerSize: CGSize
  /// The axes the scroll view scrolls on.
  public var axes: Axis.Set
}

/// Pages: the scroll view comes to rest a whole container's length from where it started, as
/// `UIScrollView.isPagingEnabled` does (a SwiftUI scroll view is a UIScrollView on iOS).
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
  /// The paging behavior.
  public init() {}
  /// Rounds the target to the nearest page, one page at most from where the gesture began.
  public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
    for axis in [Axis.horizontal, .vertical]
    where context.axes.contains(axis == .horizontal ? .horizontal : .vertical) {
      let page = context.containerSize.length(axis)
      guard page > 0 else { continue }
      let start =
        (axis == .horizontal ? context.originalTarget.rect.minX : context.originalTarget.rect.minY)
        / page
      let proposed = (axis == .horizontal ? target.rect.minX : target.rect.minY) / page
      let index = min(max(proposed.rounded(), start.rounded() - 1), start.rounded() + 1)
      if axis == .horizontal {
        target.rect.origin.x = index * page
      } else {
        target.rect.origin.y = index * page
      }
    }
  }
}

/// Views: the scroll view comes to rest with a view of its scroll target layout at its leading
/// (top) edge.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
  /// How far one gesture may move.
  public struct LimitBehavior: Hashable, Sendable {
    enum Kind: Hashable { case automatic, always, never, alwaysByFew, alwaysByOne }
    let kind: Kind
    /// Limited to one view in a compact size class on the scrolling axis, unlimited otherwise.
    public static let automatic = LimitBehavior(kind: .automatic)
    /// Always limited.
    public static let always = LimitBehavior(kind: .always)
    /// Never limited.
    public static let never = LimitBehavior(kind: .never)
    /// A few views at most (ours: three).
    public static let alwaysByFew = LimitBehavior(kind: .alwaysByFew)
    /// One view at most.
    public static let alwaysByOne = LimitBehavior(kind: .alwaysByOne)
  }

  let limitBehavior: LimitBehavior

  /// The view-aligned behavior with `limitBehavior`.
  public init(limitBehavior: LimitBehavior = .automatic) { self.limitBehavior = limitBehavior }

  /// Leaves the target as it is: the scroll view aligns it to its views itself, since only it
  /// knows where they are.
  public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}

  /// The most views one gesture may move past, or nil for no limit, in a size class.
  func limit(compact: Bool) -> Int? {
    switch limitBehavior.kind {
    case .automatic: compact ? 1 : nil
    case .always, .alwaysByOne: 1
    case .alwaysByFew: 3
    case .never: nil
    }
  }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
  /// Pages of the container's size.
  public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
  /// Views of the scroll target layout, limited automatically.
  public static var viewAligned: ViewAlignedScrollTargetBehavior {
    ViewAlignedScrollTargetBehavior()
  }
  /// Views of the scroll target layout, limited by `limitBehavior`.
  public static func viewAligned(
    limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior
  ) -> ViewAlignedScrollTargetBehavior {
    ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
  }
}
