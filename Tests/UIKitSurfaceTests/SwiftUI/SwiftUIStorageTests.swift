import HapticTape
import HapticTapeSwiftUI
import Observation
import Testing

// Exact: the log holds the values each view saw, in order.

/// What the storage views saw.
@Observable final class StorageLog {
  @ObservationIgnored var seen: [String] = []
}

/// A view that shows the stored tap count and logs each value it sees, named `name`.
struct StoredTapsReader: View {
  let name: String
  let log: StorageLog
  @AppStorage("taps") private var taps = 0

  var body: some View {
    Text("\(taps)").onChange(of: taps) { _, new in log.seen.append("\(name) \(new)") }
  }
}

/// A raw-valued setting, as apps store an enum.
enum StoredTheme: String {
  case light, dark
}

/// Writes the stored tap count on a tap of its top 100-pt band; two readers below see it, and a
/// scene-stored draft and a stored theme change with it.
struct StorageView: View {
  let log: StorageLog
  @AppStorage("taps") private var taps = 0
  @AppStorage("theme") private var theme = StoredTheme.light
  @AppStorage("nickname") private var nickname: String?
  @SceneStorage("draft") private var draft = ""

  var body: some View {
    VStack(spacing: 0) {
      Color.blue.frame(height: 100)
        .onTapGesture {
          taps += 1
          theme = .dark
          nickname = "ada"
          draft += "x"
        }
      StoredTapsReader(name: "A", log: log)
      StoredTapsReader(name: "B", log: log)
    }
    .frame(maxHeight: .infinity, alignment: .top)
    .ignoresSafeArea()
    .onChange(of: draft) { _, new in
      log.seen.append("draft \(new) theme \(theme.rawValue) nickname \(nickname ?? "none")")
    }
  }
}

enum StorageScreen: SwiftUIScreen {
  static let id = "storage"
  static let summary = "Stored settings read by several views."
  static func makeModel(configuration: UIKitScreenConfiguration) -> StorageLog { StorageLog() }
  static func makeView(model: StorageLog, configuration: UIKitScreenConfiguration) -> StorageView {
    StorageView(log: model)
  }
}

@Suite("SwiftUI AppStorage and SceneStorage: one value per key for every view, fresh each replay")
struct SwiftUIStorageTests {
  private func seen(after script: String) throws -> [String] {
    let (scene, _) = try replayHosted(script, on: SwiftUIHostedScreen<StorageScreen>.self)
    return try #require(SwiftUIHostedScreen<StorageScreen>.model(of: scene)).seen
  }

  @Test func everyViewThatReadsAKeySeesItChange() throws {
    let seen = try seen(after: "tap 196,50\nwait 400ms\ntap 196,50\nwait 400ms")
    #expect(
      seen == [
        "draft x theme dark nickname ada", "A 1", "B 1", "draft xx theme dark nickname ada",
        "A 2", "B 2",
      ])
  }

  @Test func eachReplayStartsAsAFreshInstall() throws {
    _ = try seen(after: "tap 196,50\nwait 400ms")
    // A second replay in the same process starts from the defaults again: 0, then 1.
    let second = try seen(after: "tap 196,50\nwait 400ms")
    #expect(second.contains("A 1") && !second.contains("A 2"))
  }

  @Test func aBindingToAStoredValueWritesIt() {
    var toggled = AppStorage(wrappedValue: false, "unbound")
    // Outside a replay the property keeps its own value.
    #expect(toggled.wrappedValue == false)
    toggled.projectedValue.wrappedValue = true
    #expect(toggled.wrappedValue == true)
    toggled = AppStorage(wrappedValue: false, "unbound")
    #expect(toggled.wrappedValue == false)
  }
}
