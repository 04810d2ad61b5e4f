/// A collection view's cell: a reusable view with a ``contentView`` for the app's subviews and
/// selection and highlight state.
open class UICollectionViewCell: UICollectionReusableView {
  // `@exclusivity(unchecked)`: read or set for every view or element on every frame; the run-time
  // exclusivity check cost more than the access (no access to these overlaps another).
  /// The view the app adds its content to; it fills the cell.
  @exclusivity(unchecked) open private(set) var contentView = UIView(frame: .zero)
  /// A view behind the content (inert: nothing is drawn).
  open var backgroundView: UIView?
  /// A view behind the content while selected (inert).
  open var selectedBackgroundView: UIView?
  /// Whether the cell's item is selected; the collection view sets it.
  open var isSelected = false
  /// Whether the cell is highlighted (touched); the collection view sets it.
  open var isHighlighted = false

  /// A cell with `frame` and an empty content view.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.frame = CGRect(origin: .zero, size: frame.size)
    addSubview(contentView)
  }

  /// Storyboards are not supported headless; returns nil.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Keeps the content view filling the cell.
  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = CGRect(origin: .zero, size: bounds.size)
  }
}
