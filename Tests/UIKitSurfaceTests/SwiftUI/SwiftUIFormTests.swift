import Foundation
import HapticTape
import HapticTapeSwiftUI
import Observation
import Testing

// Tolerance: frames are sums of stated metrics (text at 0.5 em × 1.2 em of 17 pt, 16-pt and
// 8-pt spacing), exact to 1e-9 pt.
private let tolerance: CGFloat = 1e-9

/// What the form screens saw: a disclosure group's expansion, the URLs a link opened.
@Observable final class FormModel {
  var isExpanded = false
  var opened: [URL] = []
}

/// A disclosure group and a link at the top of the safe area, the link's URLs going to the
/// model.
struct DisclosureView: View {
  @Bindable var model: FormModel
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      DisclosureGroup("Details", isExpanded: $model.isExpanded) {
        Text("More").accessibilityIdentifier("more")
      }
      Link("Help", destination: URL(string: "https://example.com/help")!)
    }
    .frame(maxHeight: .infinity, alignment: .top)
    .environment(
      \.openURL,
      OpenURLAction { url in
        model.opened.append(url)
        return .handled
      })
  }
}

enum DisclosureScreen: SwiftUIScreen {
  static let id = "disclosure"
  static let summary = "A disclosure group and a link."
  static func makeModel(configuration: UIKitScreenConfiguration) -> FormModel { FormModel() }
  static func makeView(model: FormModel, configuration: UIKitScreenConfiguration)
    -> DisclosureView
  { DisclosureView(model: model) }
}

@Suite("SwiftUI forms: Form, LabeledContent, GroupBox, DisclosureGroup, Link")
@MainActor
struct SwiftUIFormTests {
  @Test func aFormIsAnInsetGroupedList() throws {
    let form = hostedLayout(Form { Section("A") { Text("Row").accessibilityIdentifier("row") } })
    let list = hostedLayout(
      List { Section("A") { Text("Row").accessibilityIdentifier("row") } }
        .listStyle(.insetGrouped))
    let plain = hostedLayout(
      List { Section("A") { Text("Row").accessibilityIdentifier("row") } }.listStyle(.plain))
    let inForm = try #require(frame(of: "row", in: form))
    #expect(inForm == frame(of: "row", in: list))
    #expect(inForm != frame(of: "row", in: plain))
  }

  @Test func labeledContentPutsItsValueAtTheTrailingEdge() {
    // "Name" 4 × 8.5 = 34 pt; "Ada" 25.5 pt, ending at the screen's 393 pt.
    let root = hostedLayout(
      pinned(
        LabeledContent {
          Text("Ada").accessibilityIdentifier("value")
        } label: {
          Text("Name").accessibilityIdentifier("label")
        }))
    expectFrame(
      "label", in: root, CGRect(x: 0, y: 0, width: 34, height: 20.4), tolerance: tolerance)
    expectFrame(
      "value", in: root, CGRect(x: 367.5, y: 0, width: 25.5, height: 20.4), tolerance: tolerance)
  }

  @Test func aGroupBoxInsetsItsLabelAndContent() {
    let root = hostedLayout(
      pinned(
        GroupBox {
          Text("Body").accessibilityIdentifier("body")
        } label: {
          Text("Title").accessibilityIdentifier("title")
        }))
    // 16 pt in; the content 8 pt under the 20.4-pt label.
    expectFrame(
      "title", in: root, CGRect(x: 16, y: 16, width: 42.5, height: 20.4), tolerance: tolerance)
    expectFrame(
      "body", in: root, CGRect(x: 16, y: 44.4, width: 34, height: 20.4), tolerance: tolerance)
  }

  @Test func aTapOnTheLabelExpandsTheGroupAndOneOnTheLinkOpensItsURL() throws {
    // The group's row from the top of the safe area (y 59), 20.4 pt of text; the link below
    // it once the group is collapsed again.
    let script = "tap 40,69\nwait 500ms\ntap 40,69\nwait 500ms\ntap 20,89\nwait 300ms"
    let (scene, _) = try replayHosted(script, on: SwiftUIHostedScreen<DisclosureScreen>.self)
    let model = try #require(SwiftUIHostedScreen<DisclosureScreen>.model(of: scene))
    #expect(!model.isExpanded)
    #expect(model.opened == [URL(string: "https://example.com/help")!])
    let (once, _) = try replayHosted(
      "tap 40,69\nwait 500ms", on: SwiftUIHostedScreen<DisclosureScreen>.self)
    #expect(SwiftUIHostedScreen<DisclosureScreen>.model(of: once)?.isExpanded == true)
  }
}
