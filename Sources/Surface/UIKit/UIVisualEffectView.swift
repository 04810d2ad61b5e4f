/// A view that shows an effect behind its content (inert effect: nothing is drawn headless).
///
/// Add subviews to ``contentView``, as UIKit asks; it fills the view and follows its size.
/// Touches reach the content as in any view.
open class UIVisualEffectView: UIView {
  /// The effect (kept).
  open var effect: UIVisualEffect?
  /// The view to add content to: it fills the effect view.
  public let contentView: UIView

  /// A view showing `effect`.
  public init(effect: UIVisualEffect?) {
    contentView = UIView(frame: .zero)
    super.init(frame: .zero)
    self.effect = effect
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  /// A view at `frame` with no effect.
  public override convenience init(frame: CGRect) {
    self.init(effect: nil)
    self.frame = frame
    contentView.frame = bounds
  }

  /// Storyboards are not supported headless; returns nil.
  public required init?(coder: NSCoder) { nil }

  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
  }
}
