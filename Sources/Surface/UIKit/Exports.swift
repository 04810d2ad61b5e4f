// UIKit on iOS re-exports Foundation, CoreGraphics and QuartzCore: a file that imports only UIKit
// uses CGRect, CATransform3D and IndexPath.
@_exported import CoreGraphics
@_exported import Foundation
@_exported import QuartzCore
