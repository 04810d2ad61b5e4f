import HapticTapeSwiftUI

/// A 10-pt strip that records the `isEnabled` it reads in its log.
struct EnabledProbe: View {
  let log: InteractionLog
  @Environment(\.isEnabled) private var isEnabled

  var body: some View {
    let _ = log.enabledReads.append(isEnabled)
    Color.clear.frame(height: 10)
  }
}
