// SwiftUI on iOS re-exports UIKit (and through it Foundation, CoreGraphics and QuartzCore) and
// Combine: a file that imports only SwiftUI uses CGFloat, UIColor, UIView and `@Published`.
@_exported import Combine
@_exported import Observation
@_exported import UIKit
