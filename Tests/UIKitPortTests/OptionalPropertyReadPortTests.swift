import Foundation
import Testing
import UIKitPort

// No tolerance: the port's output is text, compared line by line.

/// The app's lines of `text` ported (with `others` ported beside it), without the directives.
private func portedLines(_ text: String, with others: [String] = []) -> [String] {
  let sources =
    [PortSource(path: "App/Screen.swift", text: text)]
    + others.enumerated().map { PortSource(path: "App/Other\($0.offset).swift", text: $0.element) }
  let file = SourcePort.port(sources)[0]
  return file.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    .filter { !$0.hasPrefix("#sourceLocation") }
}

@Suite("The port: optional protocol properties read on a plain base, and spaced @available")
struct OptionalPropertyReadPortTests {
  /// A panel library's behaviour protocol, as FloatingPanel declares it.
  private let behaviorProtocol = """
    @objc public protocol PanelBehavior {
      @objc optional var springDecelerationRate: CGFloat { get }
    }
    """

  @Test("`b.rate ?? x`, `if let`, `?.` and `!` read the throwing getter with try?; others stay")
  func readsAsOptional() {
    let callers = """
      final class Adapter {
        var behavior: PanelBehavior
        var rate: CGFloat { behavior.springDecelerationRate ?? Default().springDecelerationRate }
        func f() {
          if let r = behavior.springDecelerationRate { print(r) }
          guard let s = behavior.springDecelerationRate else { return }
          let d = behavior.springDecelerationRate?.description
          let e = behavior.springDecelerationRate!
          let g = Default().springDecelerationRate
        }
      }
      """
    let lines = portedLines(callers, with: [behaviorProtocol])
    let body = lines.drop { !$0.contains("final class Adapter") }.map { $0 }
    #expect(
      body[2]
        == "  var rate: CGFloat { (try? behavior.springDecelerationRate) ?? "
        + "Default().springDecelerationRate }")
    #expect(body[4] == "    if let r = (try? behavior.springDecelerationRate) { print(r) }")
    #expect(body[5] == "    guard let s = (try? behavior.springDecelerationRate) else { return }")
    #expect(body[6] == "    let d = (try? behavior.springDecelerationRate)?.description")
    #expect(body[7] == "    let e = (try? behavior.springDecelerationRate)!")
    // A plain read of a concrete type's property of the same name is left alone.
    #expect(body[8] == "    let g = Default().springDecelerationRate")
  }

  @Test("a file with `@available (…)` is ported: the parenthesis moves up, columns stay")
  func spacedAvailabilityIsRepaired() {
    let source = """
      @objc protocol P { @objc optional func f() }
      public class SwipeAction {
          @available (*, deprecated, message: "Use actionBackgroundColor instead")
          public var backgroundColor: UIColor? { nil }
      }
      """
    let file = SourcePort.port([PortSource(path: "App/Swipe.swift", text: source)])[0]
    #expect(file.diagnostics.isEmpty)
    let lines = file.text.split(separator: "\n").map(String.init)
    #expect(
      lines.contains(
        #"    @available( *, deprecated, message: "Use actionBackgroundColor instead")"#))
    // The protocol was ported, so the file was: its @objc is gone.
    #expect(lines.contains { $0.contains("protocol P: AnyObject") })
  }
}
