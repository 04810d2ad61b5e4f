// UIKit on iOS re-exports Foundation, CoreGraphics and QuartzCore: a file that imports only UIKit
// uses CGRect, CATransform3D and IndexPath. Foundation there re-exports Observation (iOS 17), so
// an app's model file that imports only Foundation declares `@Observable` classes; on Linux
// Foundation does not, and the port's `import UIKit` brings it.
@_exported import CoreGraphics
@_exported import Foundation
@_exported import Observation
@_exported import QuartzCore
