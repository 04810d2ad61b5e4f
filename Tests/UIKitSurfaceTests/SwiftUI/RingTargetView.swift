import HapticTapeSwiftUI

/// A 100-pt circle's 10-pt stroke that counts taps: hit on the ring, not in the middle.
struct RingTargetView: View {
  let log: InteractionLog

  var body: some View {
    Circle().stroke(Color.blue, lineWidth: 10)
      .frame(width: 100, height: 100)
      .onTapGesture { log.taps += 1 }
  }
}
