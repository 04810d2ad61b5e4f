import HapticTapeSwiftUI

/// A 100-pt square, hit only inside its circle, that counts taps; centred on the screen.
struct RoundTargetView: View {
  let log: InteractionLog

  var body: some View {
    Color.blue.frame(width: 100, height: 100)
      .contentShape(Circle())
      .onTapGesture { log.taps += 1 }
  }
}
