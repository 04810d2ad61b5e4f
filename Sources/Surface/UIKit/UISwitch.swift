/// An on/off switch: a tap toggles it and sends `valueChanged`, as UIKit's `UISwitch` does.
///
/// Headless, a touch that lifts inside the switch (with the control's margin) toggles it; the
/// thumb's slide and the system's own animation are not modelled (ours). Colours are kept
/// (inert).
open class UISwitch: UIControl {
  /// The switch's size on iOS: 51 × 31 pt, whatever frame it is given.
  public static let intrinsicSize = CGSize(width: 51, height: 31)

  /// Whether the switch is on.
  open var isOn = false
  /// The colour when on (inert).
  open var onTintColor: UIColor?
  /// The thumb's colour (inert).
  open var thumbTintColor: UIColor?

  /// A switch at `frame`'s origin, 51 × 31 pt.
  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: Self.intrinsicSize))
  }

  /// Storyboards are not supported headless; returns nil.
  public required init?(coder: NSCoder) { nil }

  /// Sets the state without sending `valueChanged` (as UIKit's); `animated` is inert.
  open func setOn(_ on: Bool, animated: Bool) { isOn = on }

  open override var intrinsicContentSize: CGSize { Self.intrinsicSize }

  override func liftedInside() -> Event {
    isOn.toggle()
    return [.touchUpInside, .valueChanged]
  }
}
