/// A table view's row: a view with a ``contentView`` for the app's subviews, the standard labels
/// (inert content), and selection and highlight state the table sets.
///
/// The table view places the cell at its row's frame (the table's full width, the row's height)
/// and reuses it when the row scrolls away, as UIKit does: ``prepareForReuse()`` runs before
/// ``UITableView/dequeueReusableCell(withIdentifier:for:)`` hands it out again.
///
/// A subclass overrides ``init(style:reuseIdentifier:)`` and `init?(coder:)`, as on iOS.
open class UITableViewCell: UIView {
  /// The identifier the cell was created or registered with; a cell without one is never reused.
  open private(set) var reuseIdentifier: String?
  /// The view the app adds its content to; it fills the cell.
  open private(set) var contentView = UIView(frame: .zero)
  /// The standard text label (inert content).
  open private(set) var textLabel: UILabel?
  /// The standard detail label, in styles other than `.default` (inert content).
  open private(set) var detailTextLabel: UILabel?
  /// The standard image view, in the `.default` and `.subtitle` styles (inert content).
  open private(set) var imageView: UIImageView?
  /// The standard accessory (inert).
  open var accessoryType: AccessoryType = .none
  /// A custom accessory view (inert: not laid out).
  open var accessoryView: UIView?
  /// How selection is drawn (inert).
  open var selectionStyle: SelectionStyle = .default
  /// A view behind the content (inert).
  open var backgroundView: UIView?
  /// A view behind the content while selected (inert).
  open var selectedBackgroundView: UIView?
  /// The separator's insets (inert: separators are not drawn).
  open var separatorInset: UIEdgeInsets = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
  /// Whether the cell shows editing controls (inert).
  open var isEditing = false
  private var selectedState = false
  private var highlightedState = false

  /// A cell of `style`, reused under `reuseIdentifier`.
  public init(style: CellStyle, reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    textLabel = UILabel(frame: .zero)
    if style != .default { detailTextLabel = UILabel(frame: .zero) }
    if style == .default || style == .subtitle { imageView = UIImageView(frame: .zero) }
    contentView.frame = CGRect(origin: .zero, size: bounds.size)
    addSubview(contentView)
  }

  /// Storyboards are not supported headless; returns nil.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// A `.default` cell without a reuse identifier, at `frame`.
  public override convenience init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  /// Creates a cell of a registered class for the table view.
  ///
  /// > Note: Not a UIKit API. Swift can only create an instance of a class known at run time
  /// > through a `required` initializer; this one forwards to ``init(style:reuseIdentifier:)``,
  /// > so an app's subclass that overrides that initializer (and `init?(coder:)`), or declares
  /// > none, inherits it and is created as on iOS.
  public required convenience init(registeredReuseIdentifier identifier: String) {
    self.init(style: .default, reuseIdentifier: identifier)
  }

  /// Whether the row is selected; setting it calls ``setSelected(_:animated:)``.
  open var isSelected: Bool {
    get { selectedState }
    set { setSelected(newValue, animated: false) }
  }

  /// Whether the row is highlighted (touched); setting it calls ``setHighlighted(_:animated:)``.
  open var isHighlighted: Bool {
    get { highlightedState }
    set { setHighlighted(newValue, animated: false) }
  }

  /// Sets the selection state; the table view calls this, so a subclass can override it.
  open func setSelected(_ selected: Bool, animated: Bool) {
    selectedState = selected
  }

  /// Sets the highlight state; the table view calls this, so a subclass can override it.
  open func setHighlighted(_ highlighted: Bool, animated: Bool) {
    highlightedState = highlighted
  }

  /// Resets the cell before the table hands it out again; the default does nothing (UIKit's
  /// resets inert drawing state only).
  open func prepareForReuse() {}

  /// Keeps the content view filling the cell.
  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = CGRect(origin: .zero, size: bounds.size)
  }

  /// Sets the reuse identifier of a cell created from a registered class.
  func adopt(reuseIdentifier identifier: String) {
    reuseIdentifier = identifier
  }
}
