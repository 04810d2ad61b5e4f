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
  /// An image from `bundle`'s asset catalogue for `traitCollection` (inert: an empty image).
  public convenience init?(
    named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
  ) {
    self.init(size: .zero)
  }
  /// `#imageLiteral(resourceName:)`: the catalogue's image (inert: an empty image).
  public required convenience init(imageLiteralResourceName path: String) {
    self.init(size: .zero)
  }
  /// A system symbol (inert: an empty image).
  public convenience init?(systemName name: String) { self.init(size: .zero) }
  /// The image in the file at `path`: nil when no file is there, as on iOS; else an empty image
  /// (inert: the file is not decoded).
  public convenience init?(contentsOfFile path: String) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      !isDirectory.boolValue
    else { return nil }
    self.init(size: .zero)
  }

  /// An image of `cgImage`'s pixels at `scale` (inert: the size is the pixel size over the
  /// scale).
  public convenience init(cgImage: CGImage, scale: CGFloat = 1, orientation: Orientation = .up) {
    let factor = scale > 0 && scale.isFinite ? scale : 1
    self.init(
      size: CGSize(width: CGFloat(cgImage.width) / factor, height: CGFloat(cgImage.height) / factor)
    )
  }

  /// The image's pixels (inert: an empty bitmap of the image's size in points, scale 1).
  open var cgImage: CGImage? {
    // Clamped so that no size converts to an integer that overflows.
    func pixels(_ length: CGFloat) -> Int {
      length.isFinite ? Int(min(max(length, 0), 1_000_000).rounded()) : 0
    }
    return CGImage(width: pixels(size.width), height: pixels(size.height))
  }

  /// How the image is turned (inert).
  public enum Orientation: Int, Sendable {
    case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
  }
}

/// How text lines break and truncate (inert: text is not drawn).
public enum NSLineBreakMode: Int, Sendable {
  case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail,
    byTruncatingMiddle
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
  /// How lines break and truncate (inert).
  open var lineBreakMode = NSLineBreakMode.byTruncatingTail
  /// The styled text (inert: kept; setting it sets ``text`` to its characters).
  open var attributedText: NSAttributedString? {
    didSet { text = attributedText?.string }
  }
  /// Whether the font follows the content size category (inert).
  open var adjustsFontForContentSizeCategory = false
  /// Whether the font shrinks to fit the width (inert).
  open var adjustsFontSizeToFitWidth = false
  /// The smallest scale the font shrinks to (inert).
  open var minimumScaleFactor: CGFloat = 0
}
