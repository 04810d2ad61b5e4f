import HapticTapeSwiftUI

/// Every kind of input, inside `disabled(log.isDisabled)`.
///
/// From the top of the screen down:
///
/// | y (pt)  | view                                                   |
/// | ------- | ------------------------------------------------------ |
/// | 0…100   | a tap                                                  |
/// | 100…200 | a drag                                                 |
/// | 200…300 | a long press                                           |
/// | 300…400 | a button                                               |
/// | 400…500 | a tap inside `disabled(false)`                         |
/// | 500…510 | an ``EnabledProbe`` inside `disabled(false)`           |
/// | 510…810 | a scroll view ("feed") of 2,000 pt of content          |
struct DisablingView: View {
  let log: InteractionLog

  var body: some View {
    VStack(spacing: 0) {
      Color.red.frame(height: 100).onTapGesture { log.taps += 1 }
      Color.green.frame(height: 100).gesture(DragGesture().onEnded { _ in log.drags += 1 })
      Color.blue.frame(height: 100).onLongPressGesture { log.longPresses += 1 }
      Button {
        log.buttonActions += 1
      } label: {
        Color.gray.frame(height: 100)
      }
      Color.purple.frame(height: 100).onTapGesture { log.innerTaps += 1 }.disabled(false)
      EnabledProbe(log: log).disabled(false)
      ScrollView { Color.yellow.frame(height: 2000) }.accessibilityIdentifier("feed")
        .frame(height: 300)
    }
    .disabled(log.isDisabled)
    .frame(maxHeight: .infinity, alignment: .top)
    .ignoresSafeArea()
  }
}
