// The app's SwiftUI files live in App/SwiftUISeedScreens, as in an iOS app, and are never
// edited: the HapticTapePort build plugin compiles ported copies of them into this target (see
// haptictape-port.json beside this file). SwiftPM builds a target only when it holds a Swift
// file of its own; this is that file.
