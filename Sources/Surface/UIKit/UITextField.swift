/// A one-line text field (inert: there is no keyboard headless, so it takes no typing and never
/// edits; its values are kept for the app and tests).
///
/// ``becomeFirstResponder()`` returns false headless (ours): no keyboard can show, so the field
/// never begins editing and its delegate hears no editing callbacks from the system.
open class UITextField: UIControl {
  /// The text; empty by default, as UIKit's.
  open var text: String? = ""
  /// The text shown while the field is empty.
  open var placeholder: String?
  /// The font (inert).
  open var font: UIFont?
  /// The text colour (inert).
  open var textColor: UIColor?
  /// The text's alignment (inert).
  open var textAlignment = NSTextAlignment.natural
  /// The border's style (inert).
  open var borderStyle = UITextField.BorderStyle.none
  /// When the clear button shows (inert).
  open var clearButtonMode = UITextField.ViewMode.never
  /// A view at the leading edge (kept; not placed in the hierarchy).
  open var leftView: UIView?
  /// When the leading view shows (inert).
  open var leftViewMode = UITextField.ViewMode.never
  /// A view at the trailing edge (kept; not placed in the hierarchy).
  open var rightView: UIView?
  /// When the trailing view shows (inert).
  open var rightViewMode = UITextField.ViewMode.never
  /// Whether the text is cleared when editing begins (inert).
  open var clearsOnBeginEditing = false
  /// Whether the font shrinks to fit (inert).
  open var adjustsFontSizeToFitWidth = false
  /// The smallest font size when shrinking (inert).
  open var minimumFontSize: CGFloat = 0
  /// The delegate, asked about editing (never asked headless: editing never begins).
  open weak var delegate: (any UITextFieldDelegate)?
  /// The keyboard the field asks for (inert).
  open var keyboardType = UIKeyboardType.default
  /// The return key's title (inert).
  open var returnKeyType = UIReturnKeyType.default
  /// How the keyboard capitalises (inert).
  open var autocapitalizationType = UITextAutocapitalizationType.sentences
  /// Whether the keyboard autocorrects (inert).
  open var autocorrectionType = UITextAutocorrectionType.default
  /// Whether the text is hidden as a password (kept).
  open var isSecureTextEntry = false
  /// Whether the return key is disabled while the text is empty (inert).
  open var enablesReturnKeyAutomatically = false
  /// Whether the field is editing: always false headless.
  open var isEditing: Bool { false }

  /// A field can become first responder on iOS.
  open override var canBecomeFirstResponder: Bool { true }

  /// Asks to begin editing: returns false headless (ours: there is no keyboard).
  @discardableResult
  open override func becomeFirstResponder() -> Bool { false }

  /// How a text field's border looks (inert).
  public enum BorderStyle: Int, Sendable {
    case none = 0, line, bezel, roundedRect
  }

  /// When an overlay view shows (inert).
  public enum ViewMode: Int, Sendable {
    case never = 0, whileEditing, unlessEditing, always
  }

  /// Why editing ended.
  public enum DidEndEditingReason: Int, Sendable {
    case committed = 0
  }
}
