// CoreHaptics on iOS re-exports Foundation (URL, Data, TimeInterval in its signatures).
@_exported import Foundation
