/// A reusable view for a table section's header or footer, with a ``contentView`` for the app's
/// subviews and a standard label (inert content).
///
/// Register its class with ``UITableView/register(_:forHeaderFooterViewReuseIdentifier:)`` and
/// return one from the delegate's `tableView(_:viewForHeaderInSection:)`; the table places it at
/// the section's header or footer rect and reuses it when the section scrolls away.
open class UITableViewHeaderFooterView: UIView {
  /// The identifier the view was created or registered with.
  open private(set) var reuseIdentifier: String?
  /// The view the app adds its content to; it fills the view.
  open private(set) var contentView = UIView(frame: .zero)
  /// The standard label (inert content).
  open private(set) var textLabel: UILabel? = UILabel(frame: .zero)
  /// The standard detail label (inert content).
  open private(set) var detailTextLabel: UILabel? = UILabel(frame: .zero)
  /// A view behind the content (inert).
  open var backgroundView: UIView?

  /// A view reused under `reuseIdentifier`.
  public init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
    addSubview(contentView)
  }

  /// Storyboards are not supported headless; returns nil.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// A view without a reuse identifier, at `frame`.
  public override convenience init(frame: CGRect) {
    self.init(reuseIdentifier: nil)
    self.frame = frame
  }

  /// Creates a view of a registered class for the table view.
  ///
  /// > Note: Not a UIKit API (see ``UITableViewCell/init(registeredReuseIdentifier:)``).
  public required convenience init(registeredReuseIdentifier identifier: String) {
    self.init(reuseIdentifier: identifier)
  }

  /// Resets the view before the table hands it out again; the default does nothing.
  open func prepareForReuse() {}

  /// Keeps the content view filling the view.
  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = CGRect(origin: .zero, size: bounds.size)
  }
}
