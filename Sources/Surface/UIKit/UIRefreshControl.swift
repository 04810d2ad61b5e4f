import HeadlessRuntime
import TouchCore

/// Pull-to-refresh, as UIKit's `UIRefreshControl` behaves: assigned to a scroll view's (or a
/// table view controller's) `refreshControl`, it begins refreshing and sends `valueChanged` as
/// soon as a drag pulls the content far enough past its top (while the finger is still down,
/// not at the release); from the release on, the scroll view's `adjustedContentInset` grows by
/// the control's height so the content comes to rest with the control showing; `endRefreshing()`
/// animates that inset back to 0, and content resting at its top follows it.
///
/// ```swift
/// final class InboxViewController: UITableViewController {
///   override func viewDidLoad() {
///     super.viewDidLoad()
///     refreshControl = UIRefreshControl()
///     refreshControl?.addAction(UIAction { [unowned self] _ in reload() }, for: .valueChanged)
///   }
///
///   func reload() {
///     refreshControl?.endRefreshing()
///   }
/// }
/// ```
///
/// UIKit documents neither how far the pull must go nor how long the closing animation takes:
/// ``triggerDistance``, ``refreshHeight`` and ``endRefreshingDuration`` are HapticTape's
/// (not UIKit's) settings, with our defaults; set them from a device measurement in the code that
/// hosts the screen. The control plays no haptic of its own: UIKit documents none, so an app
/// that wants one plays it from its action. `beginRefreshing()` does not send `valueChanged` and
/// does not scroll (as in UIKit: the app scrolls to show the control if it wants it seen).
open class UIRefreshControl: UIControl {
  /// The default ``triggerDistance``, in points (ours: UIKit's is not documented; this is the
  /// `PullToRefresh` example model's threshold).
  public static let defaultTriggerDistance: CGFloat = 80
  /// The default ``refreshHeight``, in points (ours: the height UIKit's control takes on
  /// iPhones, as commonly measured).
  public static let defaultRefreshHeight: CGFloat = 60
  /// The default ``endRefreshingDuration``, in seconds (ours: the common 0.3 s of a `UIView`
  /// animation).
  public static let defaultEndRefreshingDuration: TimeInterval = 0.3
  /// How close to the top, in points, content counts as resting there and follows the inset
  /// back (ours: half a point absorbs the engine's rounding to the pixel grid).
  static let restingTolerance: CGFloat = 0.5

  /// Whether a refresh is in progress.
  open private(set) var isRefreshing = false
  /// The title shown under the spinner (inert).
  open var attributedTitle: NSAttributedString?

  /// How far past its top a drag must pull the content to begin refreshing, in points
  /// (HapticTape's setting; UIKit's control has no such property).
  ///
  /// A value that is not finite and positive is reported and the previous one kept.
  public var triggerDistance = UIRefreshControl.defaultTriggerDistance {
    didSet { keepIfInvalid(\.triggerDistance, oldValue, "triggerDistance") { $0 > 0 } }
  }
  /// The top inset the control holds while refreshing, in points (HapticTape's setting).
  ///
  /// A value that is not finite and at least 0 is reported and the previous one kept.
  public var refreshHeight = UIRefreshControl.defaultRefreshHeight {
    didSet { keepIfInvalid(\.refreshHeight, oldValue, "refreshHeight") { $0 >= 0 } }
  }
  /// How long `endRefreshing()` takes to close the inset, in seconds (HapticTape's setting).
  ///
  /// A value that is not finite and at least 0 is reported and the previous one kept.
  public var endRefreshingDuration = UIRefreshControl.defaultEndRefreshingDuration {
    didSet {
      keepIfInvalid(\.endRefreshingDuration, oldValue, "endRefreshingDuration") { $0 >= 0 }
    }
  }

  /// The scroll view the control is attached to.
  weak var scrollView: UIScrollView?
  /// Whether this drag already began a refresh: a drag begins at most one.
  private var hasTriggeredInDrag = false
  /// The inset animation `endRefreshing()` runs, frame by frame on the virtual clock.
  private var closing: (observer: FrameObserverID, from: CGFloat, start: Timestamp)?

  /// A refresh control; UIKit sizes and places it, and so does this one when it is attached.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Storyboards are not supported headless; returns nil.
  public required init?(coder: NSCoder) { nil }

  /// Begins refreshing without sending `valueChanged`; the inset grows now, or at the release
  /// when a drag is in progress.
  open func beginRefreshing() {
    guard !isRefreshing else { return }
    isRefreshing = true
    if let scrollView, !scrollView.isDragging { open(scrollView) }
  }

  /// Ends the refresh: the inset animates back to 0 over ``endRefreshingDuration``.
  open func endRefreshing() {
    guard isRefreshing else { return }
    isRefreshing = false
    guard let scrollView, scrollView.refreshControlInset > 0 else { return }
    let from = scrollView.refreshControlInset
    guard let runtime = HeadlessRuntime.current, endRefreshingDuration > 0 else {
      setInset(0, of: scrollView)
      return
    }
    stopClosing()
    let observer = runtime.addFrameObserver { [weak self] time in self?.stepClosing(at: time) }
    closing = (observer, from, runtime.now)
  }

  /// Puts `oldValue` back when the value just set is not finite or fails `isValid`, reporting it.
  private func keepIfInvalid<Value: BinaryFloatingPoint>(
    _ property: ReferenceWritableKeyPath<UIRefreshControl, Value>, _ oldValue: Value,
    _ name: String, isValid: (Value) -> Bool
  ) {
    let value = self[keyPath: property]
    guard !value.isFinite || !isValid(value) else { return }
    report(name, "cannot be \(value); kept \(oldValue)")
    self[keyPath: property] = oldValue
  }

  // MARK: - Attached to a scroll view

  /// Becomes `scrollView`'s refresh control: a subview above its content, the full width.
  func attach(to scrollView: UIScrollView) {
    self.scrollView = scrollView
    frame = CGRect(
      x: 0, y: -refreshHeight, width: scrollView.bounds.width, height: refreshHeight)
    autoresizingMask = .flexibleWidth
    scrollView.insertSubview(self, at: 0)
    if isRefreshing, !scrollView.isDragging { open(scrollView) }
  }

  /// Leaves `scrollView`, taking its inset with it.
  func detach(from scrollView: UIScrollView) {
    stopClosing()
    if scrollView.refreshControlInset != 0 { scrollView.refreshControlInset = 0 }
    if superview === scrollView { removeFromSuperview() }
    self.scrollView = nil
  }

  /// A new drag may begin a refresh.
  func scrollViewWillBeginDragging() {
    hasTriggeredInDrag = false
  }

  /// While dragging: begins refreshing once the pull reaches ``triggerDistance``.
  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    guard scrollView.isDragging, isEnabled, !isRefreshing, !hasTriggeredInDrag else { return }
    let pull = -(scrollView.contentOffset.y + scrollView.adjustedContentInset.top)
    guard pull >= triggerDistance else { return }
    hasTriggeredInDrag = true
    isRefreshing = true
    sendActions(for: .valueChanged)
  }

  /// At the release: a refreshing control holds its inset, so the content rests below it.
  func scrollViewDidEndDragging(_ scrollView: UIScrollView) {
    if isRefreshing { open(scrollView) }
  }

  // MARK: - The inset

  private func open(_ scrollView: UIScrollView) {
    stopClosing()
    if scrollView.refreshControlInset != refreshHeight {
      scrollView.refreshControlInset = refreshHeight
    }
  }

  private func stepClosing(at time: Timestamp) {
    guard let closing, let scrollView else { return stopClosing() }
    let fraction = (time - closing.start).seconds / endRefreshingDuration
    let timing = AnimationTiming(UIView.AnimationOptions())
    let value = closing.from * (1 - timing.progress(at: CGFloat(fraction)))
    setInset(fraction >= 1 ? 0 : value, of: scrollView)
    if fraction >= 1 { stopClosing() }
  }

  private func stopClosing() {
    guard let closing else { return }
    HeadlessRuntime.current?.removeFrameObserver(closing.observer)
    self.closing = nil
  }

  /// Sets the inset; content resting at its top follows it, as UIKit's does.
  private func setInset(_ top: CGFloat, of scrollView: UIScrollView) {
    let offset = scrollView.contentOffset
    let wasAtTop =
      scrollView.isAtRest
      && offset.y <= -scrollView.adjustedContentInset.top + Self.restingTolerance
    scrollView.refreshControlInset = top
    if wasAtTop {
      scrollView.setContentOffset(
        CGPoint(x: offset.x, y: -scrollView.adjustedContentInset.top), animated: false)
    }
  }
}
