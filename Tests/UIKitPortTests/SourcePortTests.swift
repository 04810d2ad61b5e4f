import Foundation
import Testing
import UIKitPort

// No tolerance: the port's output is text, compared byte for byte.

/// Ports one file and returns its text without the `#sourceLocation` lines around it.
private func ported(_ text: String, path: String = "App/Screen.swift", with others: [String] = [])
  -> (body: String, file: PortedFile)
{
  let sources =
    [PortSource(path: path, text: text)]
    + others.enumerated().map { PortSource(path: "App/Other\($0.offset).swift", text: $0.element) }
  let file = SourcePort.port(sources)[0]
  // The app's lines: after the first `#sourceLocation` (an `import UIKit` the port adds comes
  // before it), without the directives.
  let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
  let start = (lines.firstIndex { $0.hasPrefix("#sourceLocation") } ?? -1) + 1
  let body = lines[start...].filter { !$0.hasPrefix("#sourceLocation") }.joined(separator: "\n")
  return (body, file)
}

@Suite("The port: an app's iOS source as Swift on Linux compiles it")
struct SourcePortTests {
  @Test("Objective-C and Interface Builder attributes and `dynamic` become spaces; columns stay")
  func attributesDropped() {
    let source = """
      @objcMembers final class Card: UIView {
        @IBOutlet weak var title: UILabel!
        @objc dynamic var progress: CGFloat = 0
        @IBAction @objc(tapped:) private func tapped(_ sender: Any) {}
        @IBInspectable var radius: CGFloat = 4
      }
      """
    // Each dropped word is as many spaces, so every column after it stays.
    var expected = source
    for word in [
      "@objcMembers", "@IBOutlet", "@objc(tapped:)", "@objc", "dynamic", "@IBAction",
      "@IBInspectable",
    ] {
      expected = expected.replacingOccurrences(
        of: word, with: String(repeating: " ", count: word.count))
    }
    expected += "\n"
    #expect(ported(source).body == expected)
  }

  @Test("An app's entry point (`@main`, `@UIApplicationMain`) becomes spaces: the host makes it")
  func entryPointsDropped() {
    let source = """
      @main
      struct StoriesApp: App {
        var body: some Scene { WindowGroup { Text("Stories") } }
      }
      @UIApplicationMain class AppDelegate: UIResponder, UIApplicationDelegate {}
      """
    let expected =
      source.replacingOccurrences(of: "@main", with: "     ")
      .replacingOccurrences(of: "@UIApplicationMain", with: String(repeating: " ", count: 18))
      + "\n"
    #expect(ported(source).body == expected)
  }

  @Test("What iOS marks unavailable is unavailable headless; an app's own Task.sleep stays")
  func unavailableOnIOSAndOwnSleep() {
    let source = """
      enum Style {
        case plain
        @available(iOS, unavailable) case window
        @available(iOS, unavailable, message: "macOS") case sheet
        @available(iOS 15, *) case modern
        @available(macOS, unavailable) case touch
      }
      func wait() async throws {
        try await Task.sleep(seconds: 1)
        try await Task.sleep(nanoseconds: 1)
      }
      """
    let lines = ported(source).body.split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    #expect(lines[2] == "  @available(*  , unavailable) case window")
    #expect(lines[3] == "  @available(*  , unavailable, message: \"macOS\") case sheet")
    #expect(lines[4] == "  @available(iOS 15, *) case modern")
    #expect(lines[5] == "  @available(macOS, unavailable) case touch")
    #expect(lines[8] == "  try await Task.sleep(seconds: 1)")
    #expect(lines[9] == "  try await HeadlessClock.sleep(nanoseconds: 1)")
  }

  @Test("An app's own backport that iOS obsoleted is unavailable headless: no ambiguous call")
  func obsoletedOnIOSIsUnavailable() {
    let source = """
      extension View {
        @available(iOS, introduced: 14, obsoleted: 15)
        func task(_ action: @escaping () async -> Void) -> some View { self }
        @available(iOS, obsoleted: 26)
        func glass() -> some View { self }
        @available(iOS, deprecated: 15)
        func old() -> some View { self }
      }
      """
    let lines = ported(source).body.split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    // Padded to the arguments' length (34 characters), so the columns after stay.
    #expect(lines[1] == "  @available(*, unavailable" + String(repeating: " ", count: 20) + ")")
    #expect(lines[3] == "  @available(iOS, obsoleted: 26)")
    #expect(lines[5] == "  @available(iOS, deprecated: 15)")
  }

  @Test("A SwiftUI app's delegate adaptor is given the delegate's initializer, in either form")
  func delegateAdaptorMakesItsDelegate() {
    let source = """
      struct StoriesApp: App {
        @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
        @UIApplicationDelegateAdaptor private var other: OtherDelegate
        @UIApplicationDelegateAdaptor(AppDelegate.self, making: { AppDelegate() }) var kept
      }
      """
    let expected = """
      struct StoriesApp: App {
        @UIApplicationDelegateAdaptor(AppDelegate.self, making: { AppDelegate() }) var appDelegate
        @UIApplicationDelegateAdaptor(OtherDelegate.self, making: { OtherDelegate() }) private var other: OtherDelegate
        @UIApplicationDelegateAdaptor(AppDelegate.self, making: { AppDelegate() }) var kept
      }

      """
    #expect(ported(source).body == expected)
  }

  @Test("#selector in every form becomes a Selector built from the method reference")
  func selectors() {
    let source = """
      class Feed: UIViewController {
        func wire() {
          a(#selector(didTap))
          a(#selector(didTap(_:)))
          a(#selector(self.handle(tap:for:)))
          a(#selector(Feed.reload))
          a(#selector(Other.method(_:)))
          a(#selector(hapticTarget.trigger))
          a(#selector(getter: UIView.frame))
          a(#selector(setter: Feed.progress))
        }
      }
      extension Deep.Inner { func f() { a(#selector(go)) } }
      """
    let lines = ported(source).body.split(separator: "\n").map(String.init)
    #expect(lines[2] == #"    a(Selector(method: "didTap", Feed.didTap))"#)
    #expect(lines[3] == #"    a(Selector(method: "didTap:", Feed.didTap(_:)))"#)
    #expect(lines[4] == #"    a(Selector(method: "handleWithTap:for:", Feed.handle(tap:for:)))"#)
    #expect(lines[5] == #"    a(Selector(method: "reload", Feed.reload))"#)
    #expect(lines[6] == #"    a(Selector(method: "method:", Other.method(_:)))"#)
    #expect(lines[7] == #"    a(Selector(method: "trigger", type(of: hapticTarget).trigger))"#)
    #expect(lines[8] == #"    a(Selector("frame"))"#)
    #expect(lines[9] == #"    a(Selector("setProgress:"))"#)
    #expect(
      lines[12]
        == #"extension Deep.Inner { func f() { a(Selector(method: "go", Deep.Inner.go)) } }"#)
  }

  @Test(
    "an @objc protocol stays class-bound; optional members get defaults; calls keep iOS's answers")
  func optionalProtocolMembers() {
    let protocolFile = """
      @objc public protocol CardDelegate {
        @objc optional func cardDidTap(_ card: Card)
        @objc optional func card(_ card: Card, heightFor width: CGFloat) -> CGFloat
        @objc optional var accent: UIColor { get }
      }
      """
    let callers = """
      final class Card: UIView {
        weak var delegate: CardDelegate?
        func tapped() {
          delegate?.cardDidTap?(self)
          let height = delegate?.card?(self, heightFor: 10) ?? 44
          delegate?.card?(self, heightFor: 5)
          let color = delegate?.accent
          let width = layout?.collectionView?(view, layout: layout, sizeForItemAt: path).width
          onChange?(self)
          let spacing = flow.collectionView?(view, layout: l, minimumLineSpacingForSectionAt: 0)
          let w = flow.collectionView?(view, layout: l, sizeForItemAt: p).width
          flow.collectionView?(view, layout: l, sizeForItemAt: p)
        }
      }
      """
    let (protocolBody, protocolFileResult) = ported(protocolFile, path: "App/CardDelegate.swift")
    #expect(
      protocolBody == """
              public protocol CardDelegate: AnyObject {
                         func cardDidTap(_ card: Card)
                         func card(_ card: Card, heightFor width: CGFloat) throws -> CGFloat
                         var accent: UIColor { get throws }
        var __portImplements_card___heightFor__: Bool { get }; }
        extension CardDelegate {
          public func cardDidTap(_ card: Card) {}
          public func card(_ card: Card, heightFor width: CGFloat) throws -> CGFloat { throw __HapticTapePortUnimplemented() }
          public var __portImplements_card___heightFor__: Bool { false }
          public var accent: UIColor { get throws { throw __HapticTapePortUnimplemented() } }
        }
        private struct __HapticTapePortUnimplemented: Error {}

        """)
    // The defaults' errors point at the protocol's line.
    #expect(
      protocolFileResult.text.contains(#"#sourceLocation(file: "App/CardDelegate.swift", line: 1)"#)
    )
    let responds = ported(
      "let r = d.responds(to: #selector(CardDelegate.card(_:heightFor:)))", with: [protocolFile]
    ).body
    #expect(
      responds
        == #"let r = d.responds(to: Selector(method: "card:heightFor:", (any CardDelegate).card(_:heightFor:)))"#
        + "\n")
    let lines = ported(callers, with: [protocolFile]).body.split(separator: "\n").map(String.init)
    #expect(lines[3] == "    delegate?.cardDidTap(self)")
    #expect(lines[4] == "    let height = (try? delegate?.card(self, heightFor: 10)) ?? 44")
    #expect(lines[5] == "    _ = try? delegate?.card(self, heightFor: 5)")
    #expect(lines[6] == "    let color = (try? delegate?.accent)")
    // UIKit's own optional method: the surface's default answers as UIKit does.
    #expect(
      lines[7]
        == "    let width = layout?.collectionView(view, layout: layout, sizeForItemAt: path).width"
    )
    // On a base that is not optional, the call stays optional, as on iOS.
    #expect(
      lines[9]
        == "    let spacing = Optional(flow.collectionView(view, layout: l, minimumLineSpacingForSectionAt: 0))"
    )
    #expect(
      lines[10]
        == "    let w = Optional(flow.collectionView(view, layout: l, sizeForItemAt: p))?.width")
    #expect(lines[11] == "    flow.collectionView(view, layout: l, sizeForItemAt: p)")
    // An optional closure property is not a protocol member: left alone.
    #expect(lines[8] == "    onChange?(self)")
  }

  @Test("the app's clocks read the virtual clock: Timer, Date(), Date.now, the uptime")
  func clocks() {
    let source = """
      final class Carousel {
        var timer: Timer?
        func start() {
          timer = Timer.scheduledTimer(timeInterval: 3, target: self, selector: #selector(next), userInfo: nil, repeats: true)
          let t = Timer(timeInterval: 1, repeats: false) { _ in }
          RunLoop.main.add(t, forMode: .common)
          let started = Date()
          let later = Date(timeIntervalSinceNow: 5)
          let stamp = Date.now
          let fixed = Date(timeIntervalSince1970: 0)
          let up = ProcessInfo.processInfo.systemUptime; let d = DispatchTime.now()
          let other = Foundation.Timer.self
        }
        func wait() async throws { try await Task.sleep(nanoseconds: 1) }
      }
      """
    let (body, file) = ported(source)
    let lines = body.split(separator: "\n").map(String.init)
    #expect(lines[1] == "  var timer: HeadlessTimer?")
    #expect(
      lines[3]
        == #"    timer = HeadlessTimer.scheduledTimer(timeInterval: 3, target: self, selector: Selector(method: "next", Carousel.next), userInfo: nil, repeats: true)"#
    )
    #expect(lines[4] == "    let t = HeadlessTimer(timeInterval: 1, repeats: false) { _ in }")
    #expect(lines[6] == "    let started = HeadlessClock.date()")
    #expect(lines[7] == "    let later = HeadlessClock.date(timeIntervalSinceNow: 5)")
    #expect(lines[8] == "    let stamp = HeadlessClock.date()")
    #expect(lines[9] == "    let fixed = Date(timeIntervalSince1970: 0)")
    #expect(
      lines[10] == "    let up = HeadlessClock.systemUptime; let d = HeadlessClock.dispatchTime()")
    #expect(lines[11] == "    let other = Foundation.Timer.self")
    #expect(
      lines[13] == "  func wait() async throws { try await HeadlessClock.sleep(nanoseconds: 1) }")
    #expect(file.diagnostics.isEmpty)
  }

  @Test("the main queue's async and asyncAfter take a closure that may capture a view")
  func mainQueueDispatch() {
    let source = """
      final class Card: UIView {
        func flip(work: @escaping () -> Void, group: DispatchGroup) {
          DispatchQueue.main.async { self.alpha = 0 }
          DispatchQueue.main.async(execute: work)
          DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { self.alpha = 1 }
          DispatchQueue.main.asyncAfter(deadline: .now() + 1, execute: work)
          DispatchQueue.main.async(group: group, execute: work)
          DispatchQueue.global().async { }
        }
      }
      """
    let lines = ported(source).body.split(separator: "\n").map(String.init)
    #expect(lines[2] == "    DispatchQueue.main.virtualAsync { self.alpha = 0 }")
    #expect(lines[3] == "    DispatchQueue.main.virtualAsync(execute: work)")
    let after = "    DispatchQueue.main.virtualAsyncAfter(deadline: .now() + "
    #expect(lines[4] == after + "0.5) { self.alpha = 1 }")
    #expect(lines[5] == after + "1, execute: work)")
    // Other forms stay Dispatch's.
    #expect(lines[6] == "    DispatchQueue.main.async(group: group, execute: work)")
    #expect(lines[7] == "    DispatchQueue.global().async { }")
  }

  @Test("Timer.publish becomes the virtual clock's publisher")
  func timerPublisher() {
    let source = """
      struct Countdown {
        let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
        var pending: Timer.TimerPublisher?
      }
      """
    let (body, file) = ported(source)
    let lines = body.split(separator: "\n").map(String.init)
    #expect(
      lines[1]
        == "  let timer = HeadlessTimer.publish(every: 1, on: .main, in: .common).autoconnect()")
    #expect(lines[2] == "  var pending: HeadlessTimer.TimerPublisher?")
    #expect(file.diagnostics.isEmpty)
  }

  @Test("the app's tasks start on the replay's executor; sleeps and clocks are virtual")
  func concurrency() {
    let source = """
      @MainActor final class Stepper {
        var task: Task<Void, Never>?
        let clock = ContinuousClock()
        func hold() {
          task = Task { @MainActor in
            while !Task.isCancelled { try? await Task.sleep(for: .milliseconds(300)) }
          }
          Task(priority: .high) { [weak self] in try await self?.clock.sleep(for: .seconds(1)) }
          Task.detached { await MainActor.run { print("hi") } }
          _ = Task(name: "beat", priority: nil) { let s: SuspendingClock.Instant = .now }
          Task<Void, Never>(operation: { MainActor.assumeIsolated { } })
        }
        func await() async { await task?.value }
      }
      actor Store { func f() { Task { } } }
      """
    let (body, file) = ported(source)
    let lines = body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[0] == "           final class Stepper {")
    #expect(lines[2] == "  let clock = HeadlessContinuousClock()")
    // `@MainActor in` becomes spaces: the closure's columns stay.
    #expect(lines[4] == "    task = HeadlessTask.start {" + String(repeating: " ", count: 14))
    #expect(
      lines[5]
        == "      while !Task.isCancelled { try? await HeadlessClock.sleep(for: .milliseconds(300)) }"
    )
    #expect(
      lines[7]
        == "    HeadlessTask.start(priority: .high) { [weak self] in try await self?.clock.sleep(for: .seconds(1)) }"
    )
    #expect(
      lines[8]
        == "    HeadlessTask.detached { await HeadlessMainActor.run { print(\"hi\") } }")
    #expect(
      lines[9]
        == "    _ = HeadlessTask.start(name: \"beat\", priority: nil) { let s: HeadlessContinuousClock.Instant = .now }"
    )
    #expect(
      lines[10]
        == "    HeadlessTask.start(operation: { HeadlessMainActor.assumeIsolated { } })")
    // An actor's task keeps the actor's isolation, which a preference would take away.
    #expect(lines[14] == "actor Store { func f() { Task { } } }")
    #expect(file.diagnostics.isEmpty)
  }

  @Test("a shared instance of a main-actor class stays legal in Swift 6 once @MainActor goes")
  func mainActorStaticsBecomeNonisolatedUnsafe() {
    let source = """
      @MainActor final class SwipeState {
        static let shared = SwipeState()
        static var count = 0
        static var label: String { "swipe" }
        nonisolated(unsafe) static var kept = 1
        let local = 2
      }
      final class Plain { static let shared = Plain() }
      @MainActor var current = SwipeState()
      @MainActor struct Theme { static let standard = Theme() }
      """
    let (body, file) = ported(source)
    let lines = body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[1] == "  static nonisolated(unsafe) let shared = SwipeState()")
    #expect(lines[2] == "  static nonisolated(unsafe) var count = 0")
    // Computed, already marked, or not static: as they were.
    #expect(lines[3] == "  static var label: String { \"swipe\" }")
    #expect(lines[4] == "  nonisolated(unsafe) static var kept = 1")
    #expect(lines[5] == "  let local = 2")
    // A class that was not main-actor isolated keeps its statics as they are.
    #expect(lines[7] == "final class Plain { static let shared = Plain() }")
    #expect(lines[8] == "           nonisolated(unsafe) var current = SwipeState()")
    #expect(
      lines[9] == "           struct Theme { static nonisolated(unsafe) let standard = Theme() }")
    #expect(file.diagnostics.isEmpty)
  }

  @Test("observeValue in a direct NSObject subclass: no override, a conformance, super reported")
  func observeValueInNSObjectSubclass() {
    let source = """
      public class Header: NSObject {
        override public func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
          super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
        }
      }
      class Cell: UIView {
        override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
          super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
        }
      }
      """
    let (body, file) = ported(source)
    let lines = body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[1].hasPrefix("           public func observeValue(forKeyPath"))
    #expect(
      lines[2]
        == "    self.observeValueInNSObject(forKeyPath: keyPath, of: object, change: change, context: context)"
    )
    // A responder's observeValue is the surface's own, overridden as written.
    #expect(lines[6].hasPrefix("  override func observeValue(forKeyPath"))
    #expect(
      lines[7]
        == "    super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)"
    )
    #expect(
      file.text.contains(
        "#sourceLocation(file: \"App/Screen.swift\", line: 1)\nextension Header: HeadlessKeyValueObserver {}\n"
      ))
    #expect(file.diagnostics.isEmpty)
  }

  @Test("an app's own type named Timer or Date is its own")
  func appsOwnClockTypes() {
    let body = ported("struct Timer {}\nlet t = Timer()\nlet d = Date()\n").body
    #expect(body == "struct Timer {}\nlet t = Timer()\nlet d = HeadlessClock.date()\n")
  }

  @Test("#keyPath becomes the string Objective-C derives")
  func keyPaths() {
    let source = """
      a(#keyPath(UIScrollView.contentOffset))
      a(#keyPath(contentSize))
      a(#keyPath(UIView.isHidden))
      a(#keyPath(Player.item.status))
      """
    #expect(
      ported(source).body == """
        a("contentOffset")
        a("contentSize")
        a("hidden")
        a("item.status")

        """)
  }

  @Test("an optional member taken as a function value is nil for a conformer without it")
  func optionalMemberAsValue() {
    let protocolFile = """
      @objc protocol PagerDelegate {
        @objc optional func pager(_ pager: Pager, shouldSelectItemAt index: Int) -> Bool
      }
      """
    let pager = """
      class Pager: UIView {
        weak var delegate: PagerDelegate?
        func f() -> Bool {
          guard let function = delegate?.pager(_:shouldSelectItemAt:) else { return true }
          return function(self, 0)
        }
      }
      final class Refusing: NSObject, PagerDelegate {
        func pager(_ pager: Pager, shouldSelectItemAt index: Int) -> Bool { false }
      }
      enum Screens {
        final class Nested: NSObject, PagerDelegate {
          func pager(_ pager: Pager, shouldSelectItemAt index: Int) -> Bool { true }
        }
      }
      """
    let protocolBody = ported(protocolFile).body.split(separator: "\n").map(String.init)
    #expect(protocolBody[2] == "var __portImplements_pager___shouldSelectItemAt__: Bool { get }; }")
    #expect(
      protocolBody.contains("  var __portImplements_pager___shouldSelectItemAt__: Bool { false }"))
    let lines = ported(pager, with: [protocolFile]).body.split(separator: "\n").map(String.init)
    #expect(
      lines[3]
        == "    guard let function = delegate.flatMap({ __portDelegate -> ((Pager, Int) -> Bool)? in "
        + "__portDelegate.__portImplements_pager___shouldSelectItemAt__ ? { try! "
        + "__portDelegate.pager($0, shouldSelectItemAt: $1) } : nil }) else { return true }")
    #expect(lines[9] == "var __portImplements_pager___shouldSelectItemAt__: Bool { true }; }")
    // A nested conformer says so too.
    #expect(lines[13] == "  var __portImplements_pager___shouldSelectItemAt__: Bool { true }; }")
  }

  @Test("#if platform checks evaluate as on an iPhone; others stay")
  func platformConditions() {
    let source = """
      #if os(iOS) || os(tvOS)
      let a = 1
      #elseif targetEnvironment(simulator) && canImport(UIKit)
      let b = 2
      #elseif canImport(AppKit) || DEBUG || canImport(SwiftUI)
      #endif
      """
    let lines = ported(source).body.split(separator: "\n").map(String.init)
    #expect(lines[0] == "#if true || false")
    #expect(lines[2] == "#elseif false && true")
    #expect(lines[4] == "#elseif false || DEBUG || canImport(SwiftUI)")
  }

  @Test("#Preview blocks become spaces, their lines kept; a PreviewProvider and other macros stay")
  func previewsBlanked() {
    let source = """
      struct Card: View { var body: some View { Text("a") } }
      #Preview("Dark", traits: .sizeThatFitsLayout) {
        @Previewable @State var on = true
        Card()
      }
      #if DEBUG
      #Preview { Card() }
      #endif
      struct Card_Previews: PreviewProvider { static var previews: some View { Card() } }
      let path = #keyPath(Card.body)
      """
    let lines = ported(source).body.split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    // The ten lines, then the line break the ported copy ends with.
    #expect(lines.count == 11)
    #expect(lines[10].isEmpty)
    #expect(lines[0] == #"struct Card: View { var body: some View { Text("a") } }"#)
    #expect(lines[1] == String(repeating: " ", count: 47))
    #expect(lines[2] == String(repeating: " ", count: 35))
    #expect(lines[3] == String(repeating: " ", count: 8))
    #expect(lines[4] == " ")
    #expect(lines[5] == "#if DEBUG")
    #expect(lines[6] == String(repeating: " ", count: 19))
    #expect(lines[7] == "#endif")
    #expect(lines[8].hasPrefix("struct Card_Previews: PreviewProvider {"))
    #expect(lines[9] == #"let path = "body""#)
  }

  @Test("every line stays on its line, so diagnostics and #line name the app's line")
  func linesKept() {
    let source = """
      @objc protocol P {
        @objc optional func f() -> Int
      }
      class C {
        @objc
        func g() { _ = #selector(g) }
        func h(_ p: P?) -> Int? { p?.f?() }
      }
      """
    let file = ported(source, with: []).file
    let lines = Array(
      file.text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst())
    #expect(lines[0] == #"#sourceLocation(file: "App/Screen.swift", line: 1)"#)
    for (number, line) in source.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let portedLine = lines[number + 1]
      // Each original line's first word that the port keeps is still on that line.
      if let word = line.split(separator: " ").last(where: { !$0.hasPrefix("@") }) {
        #expect(portedLine.contains(word.prefix(2)), "line \(number + 1): \(portedLine)")
      }
    }
    #expect(lines[7] == "  func h(_ p: P?) -> Int? { (try? p?.f()) }")
  }

  @Test("an override in an extension of the app's class moves into the class body; helpers widen")
  func overridesMove() {
    let layout = """
      open class SlantedLayout: UICollectionViewLayout {
        var size = CGSize.zero
      }
      """
    let extensions = """
      extension SlantedLayout {
        @objc override open var collectionViewContentSize: CGSize { size }
        fileprivate func helper() {}
        override open func prepare() {
          _ = #selector(helper)
        }
      }
      """
    let files = SourcePort.port([
      PortSource(path: "App/SlantedLayout.swift", text: layout),
      PortSource(path: "App/SlantedLayout+Overrides.swift", text: extensions),
    ])
    // The added `import UIKit` is on the line before the directive (written apart here, as a
    // line starting with `import` in a literal reads as an import to PackageStructureTests).
    let added = "import" + " UIKit\n"
    #expect(
      files[0].text == added + """
        #sourceLocation(file: "App/SlantedLayout.swift", line: 1)
        open class SlantedLayout: UICollectionViewLayout {
          var size = CGSize.zero

        #sourceLocation(file: "App/SlantedLayout+Overrides.swift", line: 2)
              override open var collectionViewContentSize: CGSize { size }
        #sourceLocation(file: "App/SlantedLayout+Overrides.swift", line: 4)
        override open func prepare() {
            _ = Selector(method: "helper", SlantedLayout.helper)
          }
        #sourceLocation(file: "App/SlantedLayout.swift", line: 3)
        }
        #sourceLocation()

        """)
    let lines = files[1].text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[2] == "extension SlantedLayout {")
    #expect(lines[3].allSatisfy { $0 == " " })
    // The moved override, in the other file now, still sees the helper it used.
    #expect(lines[4] == "  internal func helper() {}")
    #expect(lines[5...7].allSatisfy { $0.allSatisfy { $0 == " " } })
    #expect(files[1].diagnostics.isEmpty)
  }

  @Test("a moved override of a public extension stays public; top-level helpers widen")
  func publicExtensionOverrideMoves() {
    let files = SourcePort.port([
      PortSource(path: "A.swift", text: "public class A: UIView {}\n"),
      PortSource(
        path: "B.swift",
        text: """
          public extension A {
            override var description: String { name(self) }
          }
          private func name(_ object: AnyObject) -> String { type(of: object).description() }
          """),
    ])
    #expect(files[0].text.contains("\npublic override var description: String { name(self) }\n"))
    let lines = files[1].text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines[5]
        == "internal func name(_ object: AnyObject) -> String { String(reflecting: type(of: object)) }"
    )
  }

  @Test("hitTest overridden in an extension of a UIKit class becomes the surface's hook")
  func extensionOverrideOfUIKitClass() {
    let source = """
      public extension UICollectionViewCell {
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
          return super.hitTest(point, with: event)
        }
      }
      """
    let (body, file) = ported(source)
    let lines = body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(
      lines[1]
        == "           func headlessHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {")
    #expect(lines[2] == "    return self.headlessSuperHitTest(point, with: event)")
    #expect(file.text.contains("extension UICollectionViewCell: HeadlessHitTestOverride {}\n"))
    #expect(file.diagnostics.isEmpty)
    // In an internal extension the renamed method becomes public, as the conformance needs.
    let plain = ported(
      "extension UIView {\n  override func hitTest(_ p: CGPoint, with e: UIEvent?) -> UIView? { nil }\n}\n"
    ).body
    #expect(plain.hasPrefix("extension UIView {\n  public   func headlessHitTest(_ p: CGPoint"))
  }

  @Test("a collection view's delegate is cast to UIKit's type for its own members")
  func collectionViewDelegateCast() {
    let body = ported(
      "func f(cv: UICollectionView?, p: IndexPath) {\n  cv?.delegate?.collectionView?(cv!, didSelectItemAt: p)\n  cv?.delegate?.scrollViewDidScroll?(cv!)\n}\n"
    ).body
    let lines = body.split(separator: "\n").map(String.init)
    #expect(
      lines[1]
        == "  (cv?.delegate as? any UICollectionViewDelegate)?.collectionView(cv!, didSelectItemAt: p)"
    )
    #expect(lines[2] == "  cv?.delegate?.scrollViewDidScroll(cv!)")
  }

  @Test("a shebang line becomes spaces: the copy's own lines come first")
  func shebang() {
    let file = SourcePort.port([
      PortSource(path: "tool.swift", text: "#!/usr/bin/env swift\nimport UIKit\nlet a = 1\n")
    ])[0]
    #expect(
      file.text
        == "#sourceLocation(file: \"tool.swift\", line: 1)\n"
        + String(repeating: " ", count: 20) + "\nimport UIKit\nlet a = 1\n#sourceLocation()\n")
  }

  @Test("a moved override's own warnings are reported once, at its line")
  func movedOverrideWarnsOnce() {
    let files = SourcePort.port([
      PortSource(path: "A.swift", text: "class A: UIView {}\n"),
      PortSource(
        path: "B.swift",
        text:
          "extension A {\n  override func layoutSubviews() { _ = NSSelectorFromString(\"x\") }\n}\n"
      ),
    ])
    #expect(files[1].diagnostics.map { "\($0.line):\($0.column)" } == ["2:40"])
  }

  @Test("`NSClassFromString` becomes the surface's lookup, which knows UIKit's class names")
  func classFromString() {
    let file = ported("let feedback = NSClassFromString(\"UIFeedbackGenerator\") != nil").file
    #expect(file.text.contains("let feedback = headlessClassFromString(\"UIFeedbackGenerator\")"))
    #expect(file.diagnostics.isEmpty)
  }

  @Test("what the port cannot keep is a warning at the app's line and column")
  func diagnostics() {
    let source = """
      class Base: UIView {}
      extension UIView {
        override func layoutSubviews() {}
      }
      let sel = NSSelectorFromString("tap")
      let top = #selector(topLevel)
      """
    let file = ported(source).file
    #expect(
      file.diagnostics.map(\.description) == [
        "App/Screen.swift:3:3: warning: `override` in an extension: Swift without the Objective-C runtime cannot override there; move the declaration into the class body",
        "App/Screen.swift:5:11: warning: `NSSelectorFromString` needs the Objective-C runtime: the selector it makes names a method but cannot call it; use `#selector(Type.method(_:))`",
        "App/Screen.swift:6:11: warning: `#selector` outside a type: the port cannot tell whose method it names; write `#selector(TypeName.method(_:))`",
      ])
  }

  @Test("a file that does not parse is reported at its line and kept as written")
  func unparsable() {
    let source = "class A {\n  func f( {\n}\n"
    let file = ported(source).file
    #expect(
      file.text
        == "#sourceLocation(file: \"App/Screen.swift\", line: 1)\n\(source)\n#sourceLocation()\n")
    #expect(file.diagnostics.count == 1)
    #expect(file.diagnostics.first?.severity == .error)
    #expect(file.diagnostics.first?.line == 2)
    #expect(
      file.diagnostics.first?.message.hasSuffix("; the port leaves this file as written") == true)
  }

  @Test("a run of brackets the parser would take exponential time over is kept as written")
  func deepBrackets() {
    let source = "let ok: [[Int]] = []\nlet x: Foo" + String(repeating: "[", count: 40) + "\n"
    let file = ported(source).file
    #expect(
      file.text
        == "#sourceLocation(file: \"App/Screen.swift\", line: 1)\n\(source)\n#sourceLocation()\n")
    #expect(file.diagnostics.map { "\($0.line):\($0.column)" } == ["2:11"])
    // Twelve in a row still port.
    #expect(
      ported("let y: " + String(repeating: "[", count: 12)).file.diagnostics.first?.message
        .contains("in a row") != true)
  }

  @Test("imports: UIKit as the umbrella header gives it, its submodules whole, no ObjectiveC or os")
  func imports() {
    let plain = SourcePort.port([
      PortSource(path: "A.swift", text: "import Foundation\nlet a = 1\n")
    ])[0]
    #expect(
      plain.text.hasPrefix(
        "import UIKit\n#sourceLocation(file: \"A.swift\", line: 1)\nimport Foundation\n"))
    let own = SourcePort.port([PortSource(path: "B.swift", text: "import UIKit\n")])[0]
    #expect(own.text.hasPrefix("#sourceLocation"))
    #expect(
      ported("import UIKit.UICollectionView\nimport ObjectiveC.runtime\n").body
        == "import UIKit\n" + String(repeating: " ", count: 25) + "\n")
    // Apple's unified logging is the surface's `HeadlessLogging`.
    #expect(
      ported("import os.log\nimport OSLog\nimport os\n").body
        == "import HeadlessLogging\nimport HeadlessLogging\nimport HeadlessLogging\n")
  }

  @Test("os.Logger and the other names qualified by Apple's logging module are HeadlessLogging's")
  func loggingQualifiedNames() {
    // The import on the first line, written inline so the test target itself imports nothing.
    let source =
      "import os\n"
        + """
        let log: os.Logger = os.Logger()
        let kind = OSLog.OSLogType.debug
        func f(os: Version) -> Int { os.major }

        """
    let lines = ported(source).body.split(separator: "\n").map(String.init)
    #expect(lines[0] == "import HeadlessLogging")
    #expect(lines[1] == "let log: HeadlessLogging.Logger = HeadlessLogging.Logger()")
    #expect(lines[2] == "let kind = HeadlessLogging.OSLogType.debug")
    // A parameter named `os` keeps its own members.
    #expect(lines[3] == "func f(os: Version) -> Int { os.major }")
    // Without the import, `os.Logger` is the app's own.
    #expect(ported("let log = os.Logger()\n").body == "let log = os.Logger()\n")
  }

  @Test("abs in an extension of CGFloat is the standard library's, not Foundation's static")
  func absInCGFloatExtension() {
    let source =
      "extension CGFloat {\n  func d(_ o: CGFloat) -> CGFloat { abs(self - o) }\n}\nlet x = abs(-1)\n"
    let lines = ported(source).body.split(separator: "\n").map(String.init)
    #expect(lines[1] == "  func d(_ o: CGFloat) -> CGFloat { Swift.abs(self - o) }")
    #expect(lines[3] == "let x = abs(-1)")
  }

  @Test("a path with quotes and backslashes is written as a valid string literal")
  func quotedPath() {
    let file = SourcePort.port([PortSource(path: #"App/We"ird\Name.swift"#, text: "let a = 1\n")])[
      0]
    #expect(file.text.contains(#"#sourceLocation(file: "App/We\"ird\\Name.swift", line: 1)"#))
  }
}
