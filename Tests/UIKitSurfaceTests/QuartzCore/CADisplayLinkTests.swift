import HeadlessRuntime
import QuartzCore
import Testing
import TouchCore

/// Timestamps are nanosecond ticks turned into seconds: 1e-9 s.
private let tolerance = 1e-9

@Suite("QuartzCore: CADisplayLink and CACurrentMediaTime on the virtual clock")
struct CADisplayLinkTests {
  private let display = HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120)

  @Test("a link fires on every 120 Hz frame with its timestamps, every second one at 60 fps")
  func firesOnFrames() {
    let runtime = HeadlessRuntime(display: display)
    var fired: [Double] = []
    var targets: [Double] = []
    let link = CADisplayLink { link in
      fired.append(link.timestamp)
      targets.append(link.targetTimestamp)
    }
    runtime.run { link.add(to: .main, forMode: .common) }
    for tick in 1...12 { runtime.frame(at: .tick(Int64(tick), hertz: 120)) }
    #expect(fired.count == 12)
    #expect(abs(fired[2] - 3.0 / 120) <= tolerance)
    #expect(abs(targets[2] - 4.0 / 120) <= tolerance)
    #expect(abs(link.duration - 1.0 / 120) <= tolerance)
    link.preferredFramesPerSecond = 60
    fired.removeAll()
    for tick in 13...24 { runtime.frame(at: .tick(Int64(tick), hertz: 120)) }
    #expect(fired.count == 6)
    #expect(abs(fired[1] - fired[0] - 1.0 / 60) <= tolerance)
    link.isPaused = true
    fired.removeAll()
    for tick in 25...30 { runtime.frame(at: .tick(Int64(tick), hertz: 120)) }
    #expect(fired.isEmpty)
    link.isPaused = false
    link.invalidate()
    for tick in 31...36 { runtime.frame(at: .tick(Int64(tick), hertz: 120)) }
    #expect(fired.isEmpty)
    #expect(!runtime.hasPendingWork)
  }

  @Test("outside a replay a link never fires and the media time is 0")
  func outsideReplay() {
    var count = 0
    let link = CADisplayLink { _ in count += 1 }
    link.add(to: .main, forMode: .default)
    #expect(count == 0)
    #expect(CACurrentMediaTime() == 0)
    let runtime = HeadlessRuntime(display: display)
    runtime.advance(to: .milliseconds(1_500))
    #expect(runtime.run { CACurrentMediaTime() } == 1.5)
  }
}
