/// `#colorLiteral(red:green:blue:alpha:)` makes a `UIColor`, as in UIKit on iOS (and, through
/// `Color(_:)`, a SwiftUI colour).
extension UIColor: _ExpressibleByColorLiteral {}

/// The type a colour literal has where nothing else is expected: `UIColor`, as UIKit declares
/// (inert, as colours are: nothing is drawn).
public typealias _ColorLiteralType = UIColor
