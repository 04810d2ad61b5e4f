import Foundation
import HapticTape
import HapticTapeSwiftUI
import Testing

/// A body that contains itself.
struct EndlessView: View {
  var body: some View { VStack { EndlessView() } }
}

/// A frame of no number.
struct NaNFrameView: View {
  var body: some View { Color.red.frame(width: .nan, height: 10) }
}

/// An offset of no number.
struct NaNOffsetView: View {
  var body: some View { Color.red.offset(x: .infinity) }
}

/// State changed while the body is evaluated: every update asks for another.
struct RestlessView: View {
  @State private var count = 0
  var body: some View {
    let _ = { count += 1 }()
    Text("\(count)")
  }
}

/// A `GeometryReader` that queues a new value on the main queue each time it is evaluated:
/// every update queues work that asks for another.
struct QueueingView: View {
  @State private var count = 0
  var body: some View {
    GeometryReader { _ in
      let _ = DispatchQueue.main.async { count += 1 }
      Text("\(count)")
    }
  }
}

/// A pull-to-refresh of 2021, as tutorials wrote it: a `GeometryReader` writes its place back
/// from `DispatchQueue.main.async` into plain data that is not `Equatable`, the same value once
/// the list rests.
struct PlacedView: View {
  struct Place {
    var start: CGFloat = 0
    var now: CGFloat = 0
  }
  let log: PlaceLog
  @State private var place = Place()

  var body: some View {
    let _ = log.bodies += 1
    ScrollView {
      GeometryReader { reader -> Color in
        DispatchQueue.main.async {
          if place.start == 0 { place.start = reader.frame(in: .global).minY }
          place.now = reader.frame(in: .global).minY
          log.pulled = max(log.pulled, place.now - place.start)
        }
        return Color.clear
      }
      .frame(height: 0)
      VStack(spacing: 0) { ForEach(0..<20, id: \.self) { _ in Color.gray.frame(height: 100) } }
    }
    .accessibilityIdentifier("rows")
  }
}

/// What `PlacedView` saw: how often its body ran, how far it was pulled down.
final class PlaceLog {
  var bodies = 0
  var pulled: CGFloat = 0
}

/// A `ForEach` over a range with no practical end.
struct UnboundedView: View {
  var body: some View {
    VStack { ForEach(0..<Int.max, id: \.self) { _ in Color.red } }
  }
}

enum EndlessScreen: TestSwiftUIScreen {
  static let id = "endless"
  static let summary = "A body that contains itself."
  static func makeView(model: Void, configuration: UIKitScreenConfiguration) -> EndlessView {
    EndlessView()
  }
}

enum NaNFrameScreen: TestSwiftUIScreen {
  static let id = "nan-frame"
  static let summary = "A NaN frame."
  static func makeView(model: Void, configuration: UIKitScreenConfiguration) -> NaNFrameView {
    NaNFrameView()
  }
}

enum NaNOffsetScreen: TestSwiftUIScreen {
  static let id = "nan-offset"
  static let summary = "An infinite offset."
  static func makeView(model: Void, configuration: UIKitScreenConfiguration) -> NaNOffsetView {
    NaNOffsetView()
  }
}

enum RestlessScreen: TestSwiftUIScreen {
  static let id = "restless"
  static let summary = "State changed in the body."
  static func makeView(model: Void, configuration: UIKitScreenConfiguration) -> RestlessView {
    RestlessView()
  }
}

enum QueueingScreen: TestSwiftUIScreen {
  static let id = "queueing"
  static let summary = "State changed from the main queue on every update."
  static func makeView(model: Void, configuration: UIKitScreenConfiguration) -> QueueingView {
    QueueingView()
  }
}

enum PlacedScreen: SwiftUIScreen {
  static let id = "placed"
  static let summary = "A GeometryReader writing its place back from the main queue."
  static func makeModel(configuration: UIKitScreenConfiguration) -> PlaceLog { PlaceLog() }
  static func makeView(model: PlaceLog, configuration: UIKitScreenConfiguration) -> PlacedView {
    PlacedView(log: model)
  }
}

enum UnboundedScreen: TestSwiftUIScreen {
  static let id = "unbounded"
  static let summary = "An unbounded ForEach."
  static func makeView(model: Void, configuration: UIKitScreenConfiguration) -> UnboundedView {
    UnboundedView()
  }
}

@Suite(
  "SwiftUI views that run away are errors naming the view and the call, never a trap or a hang")
struct SwiftUIProblemTests {
  private func error<Screen: SwiftUIScreen>(of screen: Screen.Type) -> SceneError?
  where Screen.Configuration == UIKitScreenConfiguration {
    do {
      _ = try replayHosted("wait 100ms\ntap 196,426", on: SwiftUIHostedScreen<Screen>.self)
      return nil
    } catch let error as SceneError {
      return error
    } catch {
      return nil
    }
  }

  @Test func aBodyThatContainsItself() {
    let message = error(of: EndlessScreen.self)?.message ?? ""
    // Under a sanitizer (frames about three times larger) the thread's stack stops it first.
    let byStack = message.contains("more than the thread's stack holds")
    let expected = "EndlessView.body: views nest more than " + (byStack ? "" : "1000 deep")
    #expect(message.hasPrefix(expected), "\(message)")
  }

  @Test func aFrameOfNoNumber() {
    let message = error(of: NaNFrameScreen.self)?.message ?? ""
    #expect(
      message.hasPrefix("NaNFrameView.frame(width:height:alignment:): was given the length nan"),
      "\(message)")
  }

  @Test func anInfiniteOffset() {
    let message = error(of: NaNOffsetScreen.self)?.message ?? ""
    #expect(message.hasPrefix("NaNOffsetView.offset(x:y:): was given a value"), "\(message)")
  }

  @Test func stateChangedOnEveryUpdate() {
    let message = error(of: RestlessScreen.self)?.message ?? ""
    #expect(message.hasPrefix("RestlessView.body: its state changes on every update"), "\(message)")
  }

  @Test func stateChangedFromTheMainQueueOnEveryUpdate() {
    let message = error(of: QueueingScreen.self)?.message ?? ""
    #expect(
      message.hasPrefix(
        "QueueingView.body: its state changed again after each of 1000 updates without the "
          + "clock moving"),
      "\(message)")
  }

  @Test func plainDataWrittenBackUnchangedIsNoChange() throws {
    let pull = "touch 1 at 196,300\ndrag 1 to 196,500 in 0.4s\nlift 1\nwait 2s"
    let (scene, _) = try replayHosted(pull, on: SwiftUIHostedScreen<PlacedScreen>.self)
    let log = try #require(SwiftUIHostedScreen<PlacedScreen>.model(of: scene))
    #expect(log.pulled > 50, "the list was pulled past its top")
    // A body per frame that moved the list and a few besides; without the comparison, the
    // queued writes would update it 1000 times at the first instant and fail the replay.
    #expect(log.bodies < 400, "\(log.bodies) bodies")
  }

  @Test func aForEachWithNoEnd() {
    let message = error(of: UnboundedScreen.self)?.message ?? ""
    #expect(message.hasPrefix("UnboundedView.init(_:content:): makes more than"), "\(message)")
  }
}
