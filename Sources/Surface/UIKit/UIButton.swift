/// A button: a control whose tap (`touchUpInside`) is also its primary action.
///
/// Titles and images are kept (inert: nothing is drawn).
///
/// ```swift
/// let impact = UIImpactFeedbackGenerator(style: .light)
/// let button = UIButton(type: .system, primaryAction: UIAction { _ in impact.impactOccurred() })
/// ```
open class UIButton: UIControl {
  /// The kind of button.
  public enum ButtonType: Int, Sendable {
    case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, plain, close
  }

  /// The kind this button was made as.
  open private(set) var buttonType = ButtonType.custom
  /// The label that shows the title (inert).
  open private(set) var titleLabel: UILabel? = UILabel(frame: .zero)
  /// The view that shows the image (inert).
  open private(set) var imageView: UIImageView? = UIImageView(frame: .zero)
  private var titles: [UInt: String] = [:]
  private var images: [UInt: UIImage] = [:]

  /// A custom button with `frame`.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// A button of `buttonType`.
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
  }

  /// A button of `buttonType` that runs `primaryAction` when tapped.
  public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
    self.init(type: buttonType)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  /// A custom button with `frame` that runs `primaryAction` when tapped.
  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  /// Storyboards are not supported headless; returns nil.
  public required init?(coder: NSCoder) { nil }

  /// Sets the title for `state` (kept).
  open func setTitle(_ title: String?, for state: State) {
    titles[state.rawValue] = title
    if state == .normal { titleLabel?.text = title }
  }

  /// The title for `state`, else the normal state's.
  open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[0] }

  /// The title for the current state.
  open var currentTitle: String? { title(for: self.state) }
  /// Space around the title and image (deprecated in iOS 15; inert: the button is not sized by
  /// its content headless).
  open var contentEdgeInsets = UIEdgeInsets.zero
  /// Space around the title (deprecated in iOS 15; inert).
  open var titleEdgeInsets = UIEdgeInsets.zero
  /// Space around the image (deprecated in iOS 15; inert).
  open var imageEdgeInsets = UIEdgeInsets.zero

  /// Sets the image for `state` (kept).
  open func setImage(_ image: UIImage?, for state: State) { images[state.rawValue] = image }

  /// The image for `state`, else the normal state's.
  open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[0] }

  /// Sets the title colour for `state` (inert).
  open func setTitleColor(_ color: UIColor?, for state: State) {}

  /// Sets the background image for `state` (inert: nothing is drawn).
  open func setBackgroundImage(_ image: UIImage?, for state: State) {}

  /// Sets the styled title for `state` (inert: sets the plain title to its characters).
  open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
    setTitle(title?.string, for: state)
  }

  override func liftedInside() -> Event { [.touchUpInside, .primaryActionTriggered] }
}
