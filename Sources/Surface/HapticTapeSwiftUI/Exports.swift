@_exported import HapticTapeUIKit
@_exported import SwiftUI
