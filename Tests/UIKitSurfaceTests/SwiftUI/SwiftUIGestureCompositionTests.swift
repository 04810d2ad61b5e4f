import HapticTape
import HapticTapeSwiftUI
import HapticTapeUIKit
import Observation
import Testing

// Tolerance: points, scales and seconds, 1e-9 (the gesture script's touches are exact).
private let tolerance = 1e-9

/// What the composed gestures' views saw.
@Observable final class CompositionLog {
  var magnification: CGFloat?
  var rotation: Angle?
  var endedTogether = 0
  var parentTaps = 0
  var childTaps = 0
  var exclusive: [String] = []
  var sequenceEnd: CGSize?
}

/// A photo pinched and turned by one simultaneous gesture; above it a child tap under a parent's
/// high-priority tap, a double-or-single tap, and a long press then drag.
struct CompositionView: View {
  let log: CompositionLog

  var body: some View {
    VStack(spacing: 0) {
      Color.gray.frame(height: 300)
        .gesture(
          MagnifyGesture().simultaneously(with: RotateGesture())
            .onChanged { value in
              if let magnify = value.first { log.magnification = magnify.magnification }
              if let rotate = value.second { log.rotation = rotate.rotation }
            }
            .onEnded { _ in log.endedTogether += 1 })
      ZStack {
        Color.blue.frame(width: 100, height: 100).onTapGesture { log.childTaps += 1 }
      }
      .frame(maxWidth: .infinity).frame(height: 150)
      .contentShape(Rectangle())
      .highPriorityGesture(TapGesture().onEnded { log.parentTaps += 1 })
      Color.red.frame(height: 150)
        .gesture(
          TapGesture(count: 2).exclusively(before: TapGesture(count: 1))
            .onEnded { value in
              switch value {
              case .first: log.exclusive.append("double")
              case .second: log.exclusive.append("single")
              }
            })
      Color.yellow.frame(height: 200)
        .gesture(
          LongPressGesture(minimumDuration: 0.5).sequenced(before: DragGesture(minimumDistance: 0))
            .onEnded { value in
              if case .second(true, let drag?) = value { log.sequenceEnd = drag.translation }
            })
    }
    .frame(maxHeight: .infinity, alignment: .top)
    .ignoresSafeArea()
  }
}

enum CompositionScreen: SwiftUIScreen {
  static let id = "gesture-composition"
  static let summary = "Simultaneous, high-priority, exclusive and sequenced gestures."
  static func makeModel(configuration: UIKitScreenConfiguration) -> CompositionLog {
    CompositionLog()
  }
  static func makeView(model: CompositionLog, configuration: UIKitScreenConfiguration)
    -> CompositionView
  {
    CompositionView(log: model)
  }
}

@Suite("SwiftUI gestures composed: simultaneous, high priority, exclusive, sequenced")
struct SwiftUIGestureCompositionTests {
  private func log(after script: String) throws -> CompositionLog {
    let (scene, _) = try replayHosted(script, on: SwiftUIHostedScreen<CompositionScreen>.self)
    return try #require(SwiftUIHostedScreen<CompositionScreen>.model(of: scene))
  }

  @Test func aPinchReadsWhatUIKitsPinchRecognizerReads() throws {
    // Two fingers 100 pt apart spread to 200 pt (`GestureTwoFingerTests.spread`), on the photo.
    let script = GestureTwoFingerTests.spread.replacingOccurrences(of: ",400", with: ",150")
    let log = try log(after: script)
    let (uikit, _) = try replayHosted(script, on: PhotoTransformScreen.self)
    let app = try #require(uikit.rootViewController as? PhotoTransformController)
    let pinch = try #require(app.pinches.last { $0.0 == .changed })
    // The scale ends at 200 / the span when the pinch began (the first sample 10 pt past the
    // start, 110 to 111.7 pt), as UIKit's pinch reads it; the fingers never turn.
    let magnification = try #require(log.magnification)
    #expect(abs(magnification - pinch.1) <= tolerance)
    #expect(magnification > 200 / 111.7 && magnification <= 200 / 110 + tolerance)
    #expect(log.rotation == nil)
    #expect(log.endedTogether == 1)
  }

  @Test func aPinchAndATurnAreRecognizedTogether() throws {
    // The fingers' span goes from 100 to 200 pt as they turn a quarter turn (0 to 90°).
    let script = """
      touch 1 at 146,150
      touch 2 at 246,150
      drag 1 to 196,50 and 2 to 196,250 in 0.5s curve linear
      lift 1
      lift 2
      """
    let log = try log(after: script)
    // Both report, sampled at 120 Hz (f = k/60 of the way): the turn from where the rotation
    // began, the first sample past 5° (k = 3: atan(10 / 95) = 6.009°), to 90°; the scale from
    // the span when the pinch began, the first sample 10 pt from 100 (k = 10: √(83.3² + 33.3²)
    // = 89.753 pt), to 200 pt.
    let rotation = try #require(log.rotation)
    #expect(abs(rotation.radians - (.pi / 2 - atan(10.0 / 95))) <= tolerance)
    let magnification = try #require(log.magnification)
    #expect(abs(Double(magnification) - 200 / hypot(100 - 100.0 / 6, 200.0 / 6)) <= tolerance)
    #expect(log.endedTogether == 1)
  }

  @Test func aHighPriorityGestureWinsOverTheGestureInside() throws {
    // The blue child sits at 146…246 × 300…400 in the 150-pt row below the photo.
    let log = try log(after: "tap 196,350\nwait 400ms")
    #expect(log.parentTaps == 1)
    #expect(log.childTaps == 0)
  }

  @Test func anExclusiveGestureTakesTheFirstOrElseTheSecond() throws {
    let log = try log(
      after: "tap 196,525\nwait 100ms\ntap 196,525\nwait 600ms\ntap 196,525\nwait 600ms")
    #expect(log.exclusive == ["double", "single"])
  }

  @Test func aSequenceDragsOnlyAfterItsLongPress() throws {
    let held = try log(
      after: "touch 1 at 196,700\nhold 1 for 0.6s\ndrag 1 to 196,600 in 0.3s\nlift 1")
    let translation = try #require(held.sequenceEnd)
    #expect(abs(translation.height - -100) <= tolerance)
    #expect(translation.width == 0)
    let quick = try log(after: "touch 1 at 196,700\ndrag 1 to 196,600 in 0.3s\nlift 1")
    #expect(quick.sequenceEnd == nil)
  }
}
