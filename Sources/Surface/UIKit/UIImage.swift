/// An image (inert: nothing is drawn; the size is zero unless given).
open class UIImage: NSObject {
  /// The image's size in points.
  public let size: CGSize

  init(size: CGSize) {
    self.size = size
    super.init()
  }

  /// An empty image.
  public convenience override init() { self.init(size: .zero) }

  /// An image from the asset catalogue (inert: an empty image).
  public convenience init?(named name: String) { self.init(size: .zero) }
  /// A system symbol (inert: an empty image).
  public convenience init?(systemName name: String) { self.init(size: .zero) }
}

/// A view showing an image (inert content).
open class UIImageView: UIView {
  /// The image.
  open var image: UIImage?
  /// The image shown while highlighted.
  open var highlightedImage: UIImage?
  /// Whether the view shows its highlighted image.
  open var isHighlighted = false

  /// A view sized to `image`.
  public convenience init(image: UIImage?) {
    self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    self.image = image
  }
}

/// A text alignment (inert: text is not drawn).
public enum NSTextAlignment: Int, Sendable {
  case left, center, right, justified, natural
}

/// A view showing text (inert content).
open class UILabel: UIView {
  /// The text.
  open var text: String?
  /// The font.
  open var font: UIFont! = .systemFont(ofSize: 17)
  /// The text colour.
  open var textColor: UIColor! = .label
  /// The alignment.
  open var textAlignment: NSTextAlignment = .natural
  /// Lines shown (0 is unlimited).
  open var numberOfLines = 1
}
