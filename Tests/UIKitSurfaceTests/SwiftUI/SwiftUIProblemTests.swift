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

  @Test func aForEachWithNoEnd() {
    let message = error(of: UnboundedScreen.self)?.message ?? ""
    #expect(message.hasPrefix("UnboundedView.init(_:content:): makes more than"), "\(message)")
  }
}
