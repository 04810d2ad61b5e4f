import Foundation

/// The time that means "now" to a player's `start(atTime:)`, `stop(atTime:)` and
/// `sendParameters(_:atTime:)`: 0, as Core Haptics defines it (any time at or before the
/// engine's ``CHHapticEngine/currentTime`` also means now).
public let CHHapticTimeImmediate: TimeInterval = 0
