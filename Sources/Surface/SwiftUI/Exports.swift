// SwiftUI on iOS re-exports UIKit (and through it Foundation, CoreGraphics and QuartzCore): a file
// that imports only SwiftUI uses CGFloat, UIColor and UIView.
@_exported import Observation
@_exported import UIKit
