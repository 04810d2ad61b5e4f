import Testing
import UIKit

/// A model in a file that imports UIKit only, as an app's model file on iOS (where Foundation
/// re-exports Observation) declares one.
@Observable private final class BadgeModel {
  var count = 0
}

/// How many changes the tracking saw.
private final class ChangeCount: @unchecked Sendable {
  // Unchecked: the test changes the model on its one thread.
  var value = 0
}

@Suite("UIKit brings Observation, as Foundation does on iOS")
struct UIKitObservationTests {
  @Test func anObservableModelDeclaredWithUIKitAloneReportsItsChanges() {
    let model = BadgeModel()
    let changes = ChangeCount()
    withObservationTracking {
      _ = model.count
    } onChange: {
      changes.value += 1
    }
    model.count = 2
    #expect(changes.value == 1)
  }
}
