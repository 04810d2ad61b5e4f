import HapticTape
import HapticTapeSwiftUI
import Testing

// Tolerance: none; types and integers are compared exactly.

/// What the line-limit reader saw.
final class LineLimitLog {
  var limits: [Int?] = []
}

/// Reads the environment's line limit when its body runs.
struct LineLimitReader: View {
  let log: LineLimitLog
  @Environment(\.lineLimit) private var limit

  var body: some View {
    let _ = log.limits.append(limit)
    Color.clear
  }
}

@Suite("SwiftUI: environment(_:_:) writes through _EnvironmentKeyWritingModifier, as SwiftUI's")
@MainActor
struct SwiftUIEnvironmentKeyWritingTests {
  @Test func aTitleWithALineLimitIsTheTypeAppsCastItTo() {
    // BottomSheet casts its title to this type to tell a title from a custom header.
    let title: Any = Text("Title").font(.title).bold().lineLimit(1)
    let cast = title as? ModifiedContent<Text, _EnvironmentKeyWritingModifier<Int?>>
    #expect(cast?.modifier.value == 1)
    #expect(cast?.modifier.keyPath == \EnvironmentValues.lineLimit)
  }

  @Test func theValueReachesTheViewsInsideAndNotThoseOutside() {
    let log = LineLimitLog()
    _ = hostedLayout(
      VStack {
        LineLimitReader(log: log).lineLimit(2)
        LineLimitReader(log: log)
      })
    #expect(log.limits == [2, nil])
  }
}
