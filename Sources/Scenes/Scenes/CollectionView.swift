import CollectionLayout
import ScrollEngine
import TouchCore

/// A `UICollectionView` model: a named ``ScrollEngine/ScrollViewModel`` placed on the screen, bound to
/// a ``CollectionLayout/CollectionViewLayout`` that is re-prepared when the visible bounds change and the layout
/// asks to be (`shouldInvalidate(forBoundsChange:)`), or its size, inset or items change.
///
/// ```swift
/// let screen = Rect2D(x: 0, y: 0, width: 393, height: 852)
/// var wheel = CollectionView(name: "wheel", frame: screen, layout: CircularLayout(),
///                            itemCounts: [30], configuration: ScrollConfiguration(scale: 3))
/// var events: [ScrollEvent] = []
/// var snapping = LayoutSnapping(layout: wheel.layout)
/// let sample = TouchSample(
///   id: Touch.ID(1), phase: .began, location: Point2D(x: 200, y: 400), timestamp: .zero)
/// wheel.handle(.touch(sample), delegate: &snapping, into: &events)
/// let visible = wheel.visibleAttributes()
/// ```
public struct CollectionView<Layout: CollectionViewLayout>: Sendable {
  /// The view's name in traces, such as `wheel` or `left`.
  public let name: String
  /// Where the view sits on the screen, in screen points (for hit testing).
  public var frame: Rect2D
  /// The scrolling model.
  public var scrollView: ScrollViewModel
  /// The layout, prepared for the current bounds.
  public private(set) var layout: Layout
  /// Items per section.
  public private(set) var itemCounts: [Int]
  /// The layout direction the layout is prepared with.
  public var layoutDirection: InterfaceDirection

  /// Creates a collection view at rest and prepares its layout.
  /// - Parameters:
  ///   - name: The name in traces.
  ///   - frame: The frame on screen, in points; its size is the scroll view's bounds size.
  ///   - layout: The layout.
  ///   - itemCounts: Items per section.
  ///   - contentInset: The scroll view's content inset.
  ///   - contentOffset: The initial offset; the top-left of the inset content by default.
  ///   - configuration: Scroll engine parameters.
  ///   - layoutDirection: Left to right by default.
  public init(
    name: String, frame: Rect2D, layout: Layout, itemCounts: [Int], contentInset: Insets = .zero,
    contentOffset: Point2D? = nil, configuration: ScrollConfiguration,
    layoutDirection: InterfaceDirection = .leftToRight
  ) {
    self.name = name
    self.frame = frame
    self.layout = layout
    self.itemCounts = itemCounts
    self.layoutDirection = layoutDirection
    self.scrollView = ScrollViewModel(
      boundsSize: frame.size, contentSize: .zero, contentInset: contentInset,
      contentOffset: contentOffset, configuration: configuration)
    prepareLayout()
  }

  /// The visible rectangle in content coordinates (`bounds`).
  public var bounds: Rect2D {
    Rect2D(origin: scrollView.contentOffset, size: scrollView.boundsSize)
  }

  /// The context the layout is prepared with.
  public var context: LayoutContext {
    LayoutContext(
      bounds: bounds, contentInset: scrollView.contentInset, itemCounts: itemCounts,
      layoutDirection: layoutDirection, screenScale: scrollView.configuration.scale)
  }

  /// Re-prepares the layout for the current bounds and copies its content size to the scroll view.
  public mutating func prepareLayout() {
    layout.prepare(context)
    if scrollView.contentSize != layout.contentSize {
      scrollView.contentSize = layout.contentSize
    }
  }

  /// Changes layout state (an animated `expandingRate`, per-item updates) and re-prepares.
  public mutating func updateLayout(_ change: (inout Layout) -> Void) {
    change(&layout)
    prepareLayout()
  }

  /// Changes the item counts (a data change) and re-prepares.
  public mutating func setItemCounts(_ counts: [Int]) {
    itemCounts = counts
    prepareLayout()
  }

  /// Resizes the view (a rotation) and re-prepares; the offset is the layout's
  /// `targetContentOffset(proposed:)` for the new bounds.
  public mutating func setFrame(
    _ newFrame: Rect2D, at now: Timestamp, into events: inout [ScrollEvent]
  ) {
    frame = newFrame
    scrollView.boundsSize = newFrame.size
    prepareLayout()
    let target = layout.targetContentOffset(proposed: scrollView.contentOffset)
    scrollView.setContentOffset(target, animated: false, at: now, into: &events)
    prepareLayout()
  }

  /// Feeds one input to the scroll view, then re-prepares the layout if the bounds moved and the
  /// layout asks to be.
  public mutating func handle<Delegate: ScrollViewDelegate>(
    _ event: ScrollViewModel.Event, delegate: inout Delegate, into events: inout [ScrollEvent]
  ) {
    let before = scrollView.contentOffset
    scrollView.handle(event, delegate: &delegate, into: &events)
    if scrollView.contentOffset != before { boundsDidMove() }
  }

  /// Feeds one input with layout snapping as the only delegate decision, returning the snapping
  /// delegate so the caller can act on its follow-up request.
  ///
  /// The delegate holds a copy of the layout, made for every input;
  /// ``handle(_:snapping:into:)`` makes it only for an input that can end a drag.
  public mutating func handle(_ event: ScrollViewModel.Event, into events: inout [ScrollEvent])
    -> LayoutSnapping<Layout>
  {
    var snapping = LayoutSnapping(layout: layout)
    handle(event, delegate: &snapping, into: &events)
    return snapping
  }

  /// Feeds one input with layout snapping, changed by `override`, as the only delegate decision,
  /// and returns the follow-up scroll the layout requested at a release, if any.
  ///
  /// The snapping delegate (a copy of the layout) is made only for an input that can end a drag
  /// (``ScrollEngine/ScrollViewModel/Event/mayEndDrag``); any other asks no delegate anything
  /// that snapping decides, so it is fed without one.
  @discardableResult
  public mutating func handle(
    _ event: ScrollViewModel.Event, snapping override: LayoutSnapping<Layout>.Override,
    into events: inout [ScrollEvent]
  ) -> ScrollToItemRequest? {
    guard event.mayEndDrag else {
      var noSnapping = NoSnapping()
      handle(event, delegate: &noSnapping, into: &events)
      return nil
    }
    var snapping = LayoutSnapping(layout: layout, override: override)
    handle(event, delegate: &snapping, into: &events)
    return snapping.followUp
  }

  /// Steps the view to a display frame.
  ///
  /// Frames never ask a delegate for a release target, so no ``LayoutSnapping`` (a copy of the
  /// layout) is made.
  public mutating func tick(at now: Timestamp, into events: inout [ScrollEvent]) {
    var noSnapping = NoSnapping()
    handle(.frameTicked(at: now), delegate: &noSnapping, into: &events)
  }

  /// Runs a programmatic change on the scroll view (`setContentOffset`, `scroll(to:…)`,
  /// `setPanEnabled`…) and re-prepares the layout if the bounds moved.
  public mutating func perform(_ change: (inout ScrollViewModel) -> Void) {
    let before = (
      offset: scrollView.contentOffset, inset: scrollView.contentInset, size: scrollView.boundsSize
    )
    change(&scrollView)
    if scrollView.contentInset != before.inset || scrollView.boundsSize != before.size {
      prepareLayout()
    } else if scrollView.contentOffset != before.offset {
      boundsDidMove()
    }
  }

  /// Re-prepares the layout after a scroll if it asks to be
  /// (``CollectionLayout/CollectionViewLayout/shouldInvalidate(forBoundsChange:)``, as
  /// `UICollectionView` asks `shouldInvalidateLayout(forBoundsChange:)`): a flow or table layout
  /// that does not depend on where the bounds are keeps its prepared pass.
  private mutating func boundsDidMove() {
    if layout.shouldInvalidate(forBoundsChange: bounds) { prepareLayout() }
  }

  /// The offset that shows the item at `request.indexPath` as requested, clamped to the
  /// scrollable range (`scrollToItem(at:at:animated:)`), or `nil` if the item does not exist.
  public func contentOffset(for request: ScrollToItemRequest) -> Point2D? {
    guard let attributes = layout.attributes(forItemAt: request.indexPath) else { return nil }
    var offset = scrollView.contentOffset
    switch request.position {
    case .centeredHorizontally: offset.x = attributes.center.x - scrollView.boundsSize.width / 2
    case .centeredVertically: offset.y = attributes.center.y - scrollView.boundsSize.height / 2
    }
    for axis in Axis2D.allCases {
      let range = scrollView.offsetRange(axis)
      offset[axis] = min(max(offset[axis], range.lowerBound), range.upperBound)
    }
    return offset
  }

  /// Carries out a scroll-to-item request now.
  public mutating func scroll(
    to request: ScrollToItemRequest, at now: Timestamp, into events: inout [ScrollEvent]
  ) {
    guard let offset = contentOffset(for: request) else { return }
    perform { $0.setContentOffset(offset, animated: request.isAnimated, at: now, into: &events) }
  }

  /// The attributes of the visible elements, in the layout's order.
  public func visibleAttributes() -> [LayoutAttributes] {
    layout.attributes(in: bounds)
  }

  /// A layout sample of the visible elements.
  public var snapshot: SceneOutput.LayoutSnapshot {
    SceneOutput.LayoutSnapshot(view: name, attributes: visibleAttributes())
  }

  /// Whether the content is still (no drag, momentum or programmatic animation).
  public var isAtRest: Bool {
    !scrollView.isTracking && !scrollView.isDecelerating && !scrollView.isAnimating
  }
}
