import TouchCore
import TouchInput

// MARK: - Programmatic scrolling and switches

extension ScrollViewModel {
  /// `setContentOffset(_:animated:)`.
  ///
  /// Without animation the offset changes at once (one `didScroll` if it changed) and any
  /// momentum or animation stops without further callbacks (ours); a drag in progress continues
  /// from the new offset. With animation the offset moves over
  /// ``ScrollConfiguration/programmaticAnimationDuration`` and ends with
  /// `didEndScrollingAnimation` (Apple, `scrollViewDidEndScrollingAnimation(_:)`;
  /// docs/physics-model.md#programmatic-scrolling).
  ///
  /// ```swift
  /// var scrollView = ScrollViewModel(
  ///   boundsSize: Size2D(width: 393, height: 852), contentSize: Size2D(width: 393, height: 5_000))
  /// var events: [ScrollEvent] = []
  /// scrollView.setContentOffset(Point2D(x: 0, y: 300), animated: true, at: .zero, into: &events)
  /// ```
  public mutating func setContentOffset(
    _ offset: Point2D, animated: Bool, at now: Timestamp, into events: inout [ScrollEvent]
  ) {
    if animated {
      scroll(
        to: offset, duration: configuration.programmaticAnimationDuration,
        curve: configuration.programmaticAnimationCurve, at: now, into: &events)
      return
    }
    let wasHeld =
      if case .animating(let animation) = state { animation.isHeldByDrag } else { false }
    setOffset(offset, at: now, into: &events)
    switch state {
    case .dragging(let drag):
      state = continuingDrag(startOffset: drag.startOffset)
    case .decelerating, .animating:
      state = wasHeld ? continuingDrag(startOffset: contentOffset) : .idle
    case .idle:
      break
    }
  }

  /// Scrolls to `offset` over `duration` with `curve`, reporting `didScroll` each frame and
  /// `didEndScrollingAnimation` at the end (the path `scrollToItem(at:at:animated:)` and scene
  /// animations such as the photos strip's 0.3 s ease-in-out move use).
  ///
  /// Started during a drag, the animation owns the offset until it ends; then the finger, if
  /// still down, drags again from there. A scroll to the current offset does nothing.
  public mutating func scroll(
    to offset: Point2D, duration: TimeAmount, curve: AnimationCurve, at now: Timestamp,
    into events: inout [ScrollEvent]
  ) {
    let target = configuration.roundedToPixel(offset)
    let isHeld: Bool =
      switch state {
      case .dragging: true
      case .animating(let animation): animation.isHeldByDrag
      case .idle, .decelerating: false
      }
    guard target != contentOffset else { return }
    state = .animating(
      Animation(
        from: contentOffset, to: target, start: now, duration: duration, curve: curve,
        isHeldByDrag: isHeld))
  }

  /// `scrollRectToVisible(_:animated:)`: scrolls the least distance that shows `rect` (content
  /// coordinates), aligning its nearest edges; nothing if it is already fully visible.
  public mutating func scrollRectToVisible(
    _ rect: Rect2D, animated: Bool, at now: Timestamp, into events: inout [ScrollEvent]
  ) {
    var offset = contentOffset
    for axis in Axis2D.allCases {
      let visibleMin = contentOffset[axis]
      let visibleMax = visibleMin + boundsSize[axis]
      if rect.min(axis) < visibleMin
        || (axis == .horizontal ? rect.width : rect.height) > boundsSize[axis]
      {
        offset[axis] = rect.min(axis)
      } else if rect.max(axis) > visibleMax {
        offset[axis] = rect.max(axis) - boundsSize[axis]
      }
      let range = offsetRange(axis)
      offset[axis] = min(max(offset[axis], range.lowerBound), range.upperBound)
    }
    guard configuration.roundedToPixel(offset) != contentOffset else { return }
    setContentOffset(offset, animated: animated, at: now, into: &events)
  }

  /// Enables or disables the pan recognizer (`panGestureRecognizer.isEnabled`); disabling it
  /// during a drag cancels the drag: `dragCancelled`, then the release callbacks with zero velocity.
  public mutating func setPanEnabled<Delegate: ScrollViewDelegate>(
    _ enabled: Bool, at now: Timestamp, delegate: inout Delegate, into events: inout [ScrollEvent]
  ) {
    setSwitch(\.isPanEnabled, to: enabled, at: now, delegate: &delegate, into: &events)
  }

  /// Fails the pan for the fingers down now, which another gesture took.
  ///
  /// The pan ignores them until they lift; a drag in progress is not affected.
  public mutating func failPan() {
    guard !isDragging else { return }
    pan.fail()
  }

  /// ``setPanEnabled(_:at:delegate:into:)`` without snapping.
  public mutating func setPanEnabled(
    _ enabled: Bool, at now: Timestamp, into events: inout [ScrollEvent]
  ) {
    var delegate = NoSnapping()
    setSwitch(\.isPanEnabled, to: enabled, at: now, delegate: &delegate, into: &events)
  }

  /// `isScrollEnabled`: disabling it disables the pan (cancelling a drag); momentum continues.
  public mutating func setScrollEnabled<Delegate: ScrollViewDelegate>(
    _ enabled: Bool, at now: Timestamp, delegate: inout Delegate, into events: inout [ScrollEvent]
  ) {
    setSwitch(\.isScrollEnabled, to: enabled, at: now, delegate: &delegate, into: &events)
  }

  /// ``setScrollEnabled(_:at:delegate:into:)`` without snapping.
  public mutating func setScrollEnabled(
    _ enabled: Bool, at now: Timestamp, into events: inout [ScrollEvent]
  ) {
    var delegate = NoSnapping()
    setSwitch(\.isScrollEnabled, to: enabled, at: now, delegate: &delegate, into: &events)
  }

  /// Sets one of the switches that gate the pan, cancelling a drag when the pan turns off.
  private mutating func setSwitch<Delegate: ScrollViewDelegate>(
    _ flag: WritableKeyPath<ScrollViewModel, Bool>, to enabled: Bool, at now: Timestamp,
    delegate: inout Delegate, into events: inout [ScrollEvent]
  ) {
    self[keyPath: flag] = enabled
    guard let action = pan.setEnabled(isPanEnabled && isScrollEnabled, at: now) else { return }
    apply(action, delegate: &delegate, into: &events)
  }
}
