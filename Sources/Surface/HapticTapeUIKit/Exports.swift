// A test file that hosts an app's UIKit screen imports HapticTapeUIKit and, beside it, UIKit.
// A screen's declaration (its Configuration and keys, state(of:) events, outcomes, commands)
// needs the scene framework's types, so they come with this one import too.
@_exported import CoreHaptics
@_exported import Scenes
@_exported import TouchInput
@_exported import TouchModel
@_exported import UIKit
