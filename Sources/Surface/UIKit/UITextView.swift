/// A scrolling view of text (inert text: nothing is laid out or drawn; it scrolls as a scroll
/// view does, over the content size the app sets).
open class UITextView: UIScrollView {
  /// The text.
  open var text: String! = ""
  /// The styled text (kept; setting it sets ``text`` to its characters).
  open var attributedText: NSAttributedString! {
    didSet { text = attributedText?.string ?? "" }
  }
  /// The font (inert).
  open var font: UIFont? = .systemFont(ofSize: 17)
  /// The text colour (inert).
  open var textColor: UIColor? = .label
  /// The alignment (inert).
  open var textAlignment = NSTextAlignment.natural
  /// Whether the text can be edited (kept).
  open var isEditable = true
  /// Whether the text can be selected (kept).
  open var isSelectable = true
  /// Space around the text (inert).
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
}

/// A text view's delegate, set as its scroll view `delegate` (inert text: no text is edited
/// headless; the scroll callbacks are heard).
public protocol UITextViewDelegate: UIScrollViewDelegate {}
