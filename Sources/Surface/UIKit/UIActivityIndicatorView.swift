/// A spinner (inert: nothing is drawn or spun headless).
///
/// Starting and stopping it are kept, and with ``hidesWhenStopped`` (the default) the view is
/// hidden while stopped, as UIKit's.
open class UIActivityIndicatorView: UIView {
  /// Whether the spinner is spinning.
  open private(set) var isAnimating = false
  /// Whether the view hides while stopped; true by default.
  ///
  /// Turning it on while stopped hides the view; turning it off shows it.
  open var hidesWhenStopped = true {
    didSet { isHidden = hidesWhenStopped && !isAnimating }
  }
  /// The spinner's colour (inert).
  open var color: UIColor!
  /// The spinner's style; its size follows it for a view made with ``init(style:)``.
  open var style = UIActivityIndicatorView.Style.medium

  /// A spinner of `style`, sized as on iOS (20 pt medium, 37 pt large), hidden until started.
  public init(style: UIActivityIndicatorView.Style) {
    let side = style.side
    super.init(frame: CGRect(x: 0, y: 0, width: side, height: side))
    self.style = style
    isHidden = true
  }

  /// A medium spinner at `frame`, hidden until started.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isHidden = true
  }

  /// A medium spinner with no frame, hidden: nothing is decoded headless (ours).
  ///
  /// Not failable, as UIKit declares it, so a subclass's `required init(coder:)` chains to it.
  public required init(coder: NSCoder) {
    super.init(frame: .zero)
    isHidden = true
  }

  /// Starts spinning and shows the view.
  open func startAnimating() {
    isAnimating = true
    isHidden = false
  }

  /// Stops spinning; hides the view when ``hidesWhenStopped``.
  open func stopAnimating() {
    isAnimating = false
    if hidesWhenStopped { isHidden = true }
  }

  open override var intrinsicContentSize: CGSize { CGSize(width: style.side, height: style.side) }

  /// A spinner's look.
  public enum Style: Int, Sendable {
    @available(*, deprecated, message: "Use .large")
    case whiteLarge = 0
    @available(*, deprecated, message: "Use .medium")
    case white = 1
    @available(*, deprecated, message: "Use .medium")
    case gray = 2
    case medium = 100
    case large = 101

    /// The spinner's width and height on iOS.
    var side: CGFloat {
      switch rawValue {
      case 0, 101: 37
      default: 20
      }
    }
  }
}
