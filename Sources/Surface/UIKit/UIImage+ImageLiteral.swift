/// `#imageLiteral(resourceName:)` makes a `UIImage`, as in UIKit on iOS (inert, as catalogue
/// images are: an empty image).
extension UIImage: _ExpressibleByImageLiteral {}

/// The type an image literal has where nothing else is expected: `UIImage`, as UIKit declares
/// (inert, as catalogue images are).
public typealias _ImageLiteralType = UIImage
