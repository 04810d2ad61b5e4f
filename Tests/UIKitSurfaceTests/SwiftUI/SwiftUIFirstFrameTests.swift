import HapticTape
import HapticTapeSwiftUI
import Observation
import Testing

// Tolerance: widths and offsets are whole points (the iPhone 15 Pro's 393-pt width): exact to
// 1e-9 pt.
private let tolerance: CGFloat = 1e-9

/// What the first-frame screens saw.
@Observable final class FirstFrameModel: @unchecked Sendable {
  // Unchecked: the views update on the replay's one thread.
  var geometryChanges: [(old: CGFloat, new: CGFloat)] = []
  var containerWidth: CGFloat = 0
  var alwaysNotANumber = false
}

/// A pager whose indicator's offset divides by the width its scroll geometry reports, as a
/// public profile screen does: not a number until the first geometry is in.
struct IndicatorPagerView: View {
  @Bindable var model: FirstFrameModel
  @State private var width: CGFloat = 0
  @State private var offsetX: CGFloat = 0
  var body: some View {
    // 0 / 0 until the scroll view has a width; a screen that never gets one stays so.
    let progress = model.alwaysNotANumber ? CGFloat.nan : offsetX / width
    VStack(spacing: 0) {
      Capsule().frame(width: 40, height: 4)
        .visualEffect { content, proxy in content.offset(x: proxy.size.width * progress) }
      ScrollView(.horizontal) {
        HStack(spacing: 0) {
          ForEach(0..<3, id: \.self) { _ in Color.gray.containerRelativeFrame(.horizontal) }
        }
      }
      .scrollTargetBehavior(.paging)
      .onScrollGeometryChange(for: CGFloat.self) {
        $0.containerSize.width
      } action: { old, new in
        model.geometryChanges.append((old, new))
        model.containerWidth = new
        width = new
      }
      .onScrollGeometryChange(for: CGFloat.self) {
        $0.contentOffset.x
      } action: { _, new in
        offsetX = new
      }
    }
  }
}

enum IndicatorPagerScreen: SwiftUIScreen {
  static let id = "indicator-pager"
  static let summary = "An indicator that divides by the pager's width."
  static func makeModel(configuration: UIKitScreenConfiguration) -> FirstFrameModel {
    FirstFrameModel()
  }
  static func makeView(model: FirstFrameModel, configuration: UIKitScreenConfiguration)
    -> IndicatorPagerView
  { IndicatorPagerView(model: model) }
  static func handle(_ command: SceneCommand, model: FirstFrameModel) throws(SceneError) {
    guard command.name == "nan" else {
      throw SceneError(.unknownCommand, "the pager screen takes nan")
    }
    model.alwaysNotANumber = true
  }
}

/// A stack that its parent measures with an infinite height (as stacks measure flexibility)
/// holding a colour, which takes all of it, and a horizontal scroll view after it.
struct InfiniteMeasureView: View {
  var body: some View {
    VStack {
      VStack(spacing: 0) {
        Color.red
        ScrollView(.horizontal) { Color.blue.frame(width: 500, height: 50) }
      }
      Text("b")
    }
  }
}

enum InfiniteMeasureScreen: SwiftUIScreen {
  static let id = "infinite-measure"
  static let summary = "A stack measured with an infinite height."
  static func makeView(model: Void, configuration: UIKitScreenConfiguration)
    -> InfiniteMeasureView
  { InfiniteMeasureView() }
}

@Suite("SwiftUI first frames: state an action sets before the screen is drawn")
struct SwiftUIFirstFrameTests {
  typealias Pager = SwiftUIHostedScreen<IndicatorPagerScreen>

  @Test func aScrollGeometryActionHearsTheFirstGeometryBeforeAnyScroll() throws {
    let (scene, _) = try replayHosted("wait 200ms", on: Pager.self)
    let model = try #require(Pager.model(of: scene))
    // From the empty geometry a scroll view has before its first layout (width 0) to 393.
    #expect(model.geometryChanges.count == 1)
    #expect(
      model.geometryChanges.first.map { $0.old == 0 && abs($0.new - 393) <= tolerance } == true)
  }

  @Test func anEffectMendedByThatStateIsNotAProblem() throws {
    // The indicator's first evaluation is 0 / 0; the action's state mends it in the same pass.
    let script = "touch 1 at 300,500\ndrag 1 to 100,500 in 200ms\nlift 1\nwait 1s"
    let (scene, _) = try replayHosted(script, on: Pager.self)
    let model = try #require(Pager.model(of: scene))
    #expect(abs(model.containerWidth - 393) <= tolerance)
  }

  @Test func anEffectThatStaysNotANumberIsReported() {
    var message = ""
    do {
      _ = try replayHosted("command nan\nwait 200ms", on: Pager.self)
    } catch let error as SceneError {
      message = error.message
    } catch {}
    #expect(message.contains("visualEffect(_:): its closure returned offset(x:y:) with a value"))
  }

  @Test func aStackMeasuredWithInfinityLeavesItsNextChildANumber() throws {
    // Infinity less the colour's infinity was not a number, offered to the scroll view, which
    // took it: a problem on the first frame.
    let (_, outcome) = try replayHosted(
      "wait 100ms", on: SwiftUIHostedScreen<InfiniteMeasureScreen>.self)
    #expect(outcome.settled)
  }
}
