import HeadlessRuntime

/// A row of segments, one selected, as UIKit's `UISegmentedControl`.
///
/// The segments share the bounds' width equally (ours: widths set with
/// ``setWidth(_:forSegmentAt:)`` are kept but not used, and widths are never apportioned by
/// content, since text is not measured headless). A touch that lifts inside the control (with
/// the control's margin) selects the segment under the finger and sends `valueChanged` once,
/// when the selection changes; a disabled segment takes no touch. A momentary control sends
/// `valueChanged` on each tap, as UIKit's. The control has no size of
/// its own headless (ours: titles are not measured): give it a frame.
open class UISegmentedControl: UIControl {
  /// The index meaning "no segment selected".
  public static let noSegment = -1

  private var segments: [Segment] = []
  private var selected = UISegmentedControl.noSegment

  /// Whether a tap selects a segment only while the finger is down (no selection is kept).
  open var isMomentary = false
  /// Whether segments are as wide as their content (inert: widths are equal headless).
  open var apportionsSegmentWidthsByContent = false
  /// The selected segment's colour (inert).
  open var selectedSegmentTintColor: UIColor?

  /// A control with a segment for each item: a `String` is a title, a `UIImage` an image (other
  /// values make an empty segment).
  public init(items: [Any]?) {
    super.init(frame: .zero)
    segments = (items ?? []).map { item in
      Segment(title: item as? String, image: item as? UIImage)
    }
  }

  /// A control at `frame` with a segment for each action, titled with the action's title; the
  /// action runs when its segment is selected.
  public init(frame: CGRect, actions: [UIAction]) {
    super.init(frame: frame)
    segments = actions.map { Segment(title: $0.title, action: $0) }
  }

  /// A control at `frame` with no segments.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// Storyboards are not supported headless; returns nil.
  public required init?(coder: NSCoder) { nil }

  /// The number of segments.
  open var numberOfSegments: Int { segments.count }

  /// The selected segment, or ``noSegment``.
  ///
  /// Setting it sends no event, as UIKit's; an index out of range is reported and ignored.
  open var selectedSegmentIndex: Int {
    get { selected }
    set {
      guard newValue == Self.noSegment || segments.indices.contains(newValue) else {
        return report("selectedSegmentIndex", newValue)
      }
      selected = newValue
    }
  }

  /// Inserts a segment titled `title` at `segment` (clamped to the segments, as UIKit's);
  /// `animated` is inert.
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    insert(Segment(title: title), at: segment)
  }

  /// Inserts a segment showing `image` at `segment` (clamped); `animated` is inert.
  open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
    insert(Segment(image: image), at: segment)
  }

  /// Inserts a segment for `action` at `segment` (clamped); `animated` is inert.
  open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
    insert(Segment(title: action.title, action: action), at: segment)
  }

  /// Removes the segment at `segment`; `animated` is inert.
  ///
  /// Removing the selected segment leaves none selected; removing one before it keeps the same
  /// segment selected (ours). An index out of range is reported and ignored.
  open func removeSegment(at segment: Int, animated: Bool) {
    guard segments.indices.contains(segment) else {
      return report("removeSegment(at:animated:)", segment)
    }
    segments.remove(at: segment)
    if selected == segment {
      selected = Self.noSegment
    } else if selected > segment {
      selected -= 1
    }
  }

  /// Removes every segment.
  open func removeAllSegments() {
    segments.removeAll()
    selected = Self.noSegment
  }

  /// Sets the title of the segment at `segment` (out of range: reported, ignored).
  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else {
      return report("setTitle(_:forSegmentAt:)", segment)
    }
    segments[segment].title = title
  }

  /// The title of the segment at `segment`; nil out of range.
  open func titleForSegment(at segment: Int) -> String? {
    segments.indices.contains(segment) ? segments[segment].title : nil
  }

  /// Sets the image of the segment at `segment` (out of range: reported, ignored).
  open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else {
      return report("setImage(_:forSegmentAt:)", segment)
    }
    segments[segment].image = image
  }

  /// The image of the segment at `segment`; nil out of range.
  open func imageForSegment(at segment: Int) -> UIImage? {
    segments.indices.contains(segment) ? segments[segment].image : nil
  }

  /// Enables or disables the segment at `segment` (out of range: reported, ignored).
  open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else {
      return report("setEnabled(_:forSegmentAt:)", segment)
    }
    segments[segment].isEnabled = enabled
  }

  /// Whether the segment at `segment` takes touches; false out of range.
  open func isEnabledForSegment(at segment: Int) -> Bool {
    segments.indices.contains(segment) ? segments[segment].isEnabled : false
  }

  /// Keeps a width for the segment at `segment` (inert: segments share the width equally).
  open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else {
      return report("setWidth(_:forSegmentAt:)", segment)
    }
    segments[segment].width = width
  }

  /// The width kept for the segment at `segment` (0, "automatic", unless set; inert: segments
  /// share the width equally).
  open func widthForSegment(at segment: Int) -> CGFloat {
    segments.indices.contains(segment) ? segments[segment].width : 0
  }

  /// The height of a segmented control on iOS 13 and later: 32 pt (no intrinsic width headless).
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: 32)
  }

  /// The segment under `point` (the control's coordinates): equal widths across the bounds; a
  /// point left or right of the bounds counts for the first or last segment.
  func segment(at point: CGPoint) -> Int? {
    let count = segments.count
    let width = bounds.width
    let offset = point.x - bounds.minX
    guard count > 0, width > 0, width.isFinite, offset.isFinite else { return nil }
    let fraction = min(max(offset / width, 0), 1)
    // Clamped to 0…count before conversion, so the Int conversion cannot trap.
    return min(Int((fraction * CGFloat(count)).rounded(.down)), count - 1)
  }

  override func liftedInside() -> Event {
    guard let point = liftLocation, let index = segment(at: point),
      segments[index].isEnabled
    else { return .touchUpInside }
    // Momentary: every tap sends, and the handler reads the tapped segment (ours: the index
    // stays until the next tap; UIKit only stops showing the selection).
    guard isMomentary || index != selected else { return .touchUpInside }
    selected = index
    segments[index].action.map(sendAction)
    return [.touchUpInside, .valueChanged]
  }

  private func insert(_ segment: Segment, at index: Int) {
    let position = min(max(index, 0), segments.count)
    segments.insert(segment, at: position)
    if selected >= position { selected += 1 }
  }

  private func report(_ call: String, _ index: Int) {
    report(call, "segment \(index) is out of range: the control has \(segments.count) segments")
  }

  /// One segment's kept values.
  private struct Segment {
    var title: String?
    var image: UIImage?
    var action: UIAction?
    var isEnabled = true
    var width: CGFloat = 0

    init(title: String? = nil, image: UIImage? = nil, action: UIAction? = nil) {
      self.title = title
      self.image = image
      self.action = action
    }
  }
}
