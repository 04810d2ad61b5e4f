import HapticTapeSwiftUI
import Observation

/// What the views of a ``DisablingView`` or a ``RoundTargetView`` took: one count per kind of
/// input, and whether the views are disabled.
@Observable final class InteractionLog {
  /// Whether `disabled(true)` wraps the views.
  var isDisabled = true
  var taps = 0
  var drags = 0
  var longPresses = 0
  var buttonActions = 0
  /// Taps on the view that asks `disabled(false)` inside the disabled ones.
  var innerTaps = 0
  /// The `isEnabled` each evaluation of the probe read (not observed: the body writes it).
  @ObservationIgnored var enabledReads: [Bool] = []
}
