import HeadlessRuntime

/// A row of dots, one per page, the current one highlighted, as UIKit's `UIPageControl`.
///
/// The dots are centred in the bounds, ``indicatorSpacing`` apart (ours). A touch that lifts
/// inside the control left of the current dot moves one page back, right of it one page on,
/// and sends `valueChanged`, as UIKit's; at the first or last page nothing changes and nothing
/// is sent. Colours are kept (inert).
open class UIPageControl: UIControl {
  /// The distance between the centres of neighbouring dots (ours: iOS draws 7-pt dots with
  /// 9-pt gaps; not documented).
  public static let indicatorSpacing: CGFloat = 16
  /// The control's height (ours: the height `size(forNumberOfPages:)` reports on iOS 14).
  public static let indicatorHeight: CGFloat = 26

  private var pages = 0
  private var current = 0

  /// Whether the control draws nothing with one page (inert: nothing is drawn headless, and
  /// with one page a tap changes nothing anyway).
  open var hidesForSinglePage = false
  /// How the background is drawn (inert: nothing is drawn headless).
  open var backgroundStyle = BackgroundStyle.automatic
  /// The dots' colour (inert).
  open var pageIndicatorTintColor: UIColor?
  /// The current dot's colour (inert).
  open var currentPageIndicatorTintColor: UIColor?
  /// The image of every page's dot (inert: nothing is drawn).
  open var preferredIndicatorImage: UIImage?
  /// The image of the current page's dot (inert: nothing is drawn).
  open var preferredCurrentPageIndicatorImage: UIImage?
  /// The images set for single pages (inert), by page.
  private var pageIndicatorImages: [Int: UIImage] = [:]

  /// Sets the image of `page`'s dot; nil goes back to ``preferredIndicatorImage`` (inert).
  open func setIndicatorImage(_ image: UIImage?, forPage page: Int) {
    pageIndicatorImages[page] = image
  }

  /// The image of `page`'s dot: the one set for it, else ``preferredIndicatorImage`` (inert).
  open func indicatorImage(forPage page: Int) -> UIImage? {
    pageIndicatorImages[page] ?? preferredIndicatorImage
  }

  /// The number of pages; 0 by default.
  ///
  /// A negative count is reported and ignored.
  open var numberOfPages: Int {
    get { pages }
    set {
      guard newValue >= 0 else {
        return report("numberOfPages", "the count \(newValue) is negative")
      }
      pages = newValue
      current = min(current, max(0, pages - 1))
    }
  }

  /// The current page, clamped to 0…``numberOfPages`` − 1, as UIKit's.
  ///
  /// Setting it sends no event.
  open var currentPage: Int {
    get { current }
    set { current = min(max(newValue, 0), max(0, pages - 1)) }
  }

  /// The size that shows `pageCount` dots.
  open func size(forNumberOfPages pageCount: Int) -> CGSize {
    CGSize(width: CGFloat(max(0, pageCount)) * Self.indicatorSpacing, height: Self.indicatorHeight)
  }

  /// The centre of the dot for `page`, in the control's coordinates.
  func indicatorCenterX(of page: Int) -> CGFloat {
    bounds.midX + (CGFloat(page) - CGFloat(pages - 1) / 2) * Self.indicatorSpacing
  }

  override func liftedInside() -> Event {
    guard pages > 1, let point = liftLocation, point.x.isFinite else { return .touchUpInside }
    let dot = indicatorCenterX(of: current)
    let target = point.x < dot ? current - 1 : point.x > dot ? current + 1 : current
    guard target != current, (0..<pages).contains(target) else { return .touchUpInside }
    current = target
    return [.touchUpInside, .valueChanged]
  }
}
