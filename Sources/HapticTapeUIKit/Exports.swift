// A test file that hosts an app's UIKit screen imports HapticTapeUIKit and, beside it, UIKit.
@_exported import CoreHaptics
@_exported import UIKit
