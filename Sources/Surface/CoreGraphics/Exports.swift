// On Linux, Foundation already holds CGFloat, CGPoint, CGSize and CGRect; this module adds what
// iOS's CoreGraphics has beyond them (CGAffineTransform, CGVector), so `import CoreGraphics`
// compiles as it does on a device.
@_exported import Foundation
