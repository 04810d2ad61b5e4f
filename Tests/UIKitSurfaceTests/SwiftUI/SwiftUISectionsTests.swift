import HapticTapeSwiftUI
import Testing

// Tolerance: frames are sums of whole points, exact to 1e-9 pt.
private let frameTolerance: CGFloat = 1e-9

extension ContainerValues {
  @Entry fileprivate var shelf: Int = 0
}

/// What the sections a container was given held.
private final class SectionsLog: @unchecked Sendable {
  // Unchecked: the views update on the test's one thread.
  var headerCounts: [Int] = []
  var contentCounts: [Int] = []
  var shelves: [Int] = []
  var ids: [SectionConfiguration.ID] = []
  var sectionCounts: [Int] = []

  func record(_ section: SectionConfiguration) {
    headerCounts.append(section.header.count)
    contentCounts.append(section.content.count)
    shelves.append(section.containerValues.shelf)
    ids.append(section.id)
  }
}

/// Each section as a row: its header, then its content, side by side; rows under each other.
private struct Shelves<Content: View>: View {
  let log: SectionsLog
  @ViewBuilder var content: Content
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      ForEach(sections: content) { section in
        let _ = log.record(section)
        HStack(spacing: 0) {
          section.header
          section.content
        }
      }
    }
  }
}

/// Counts the sections of its content, then shows each section's content under the other.
private struct CountedSections<Content: View>: View {
  let log: SectionsLog
  @ViewBuilder var content: Content
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Group(sections: content) { sections in
        let _ = log.sectionCounts.append(sections.count)
        ForEach(sections) { section in section.content }
      }
    }
  }
}

private func square(_ name: String, width: CGFloat) -> some View {
  Color.gray.frame(width: width, height: 10).accessibilityIdentifier(name)
}

@Suite("SwiftUI sections: ForEach(sections:) and Group(sections:)")
@MainActor
struct SwiftUISectionsTests {
  @Test func sectionsAndTheViewsBetweenThemAreRowsOfTheirOwn() {
    let log = SectionsLog()
    let root = hostedLayout(
      pinned(
        Shelves(log: log) {
          square("loose", width: 10)
          Section {
            square("s1a", width: 20)
            square("s1b", width: 20)
          } header: {
            square("h1", width: 5)
          }
          .containerValue(\.shelf, 7)
          ForEach(0..<2, id: \.self) { index in
            Section { square("f\(index)", width: 30) }
          }
          square("tail", width: 10)
        }))
    // Five sections: the loose view's, the headed one, one per ForEach element, the tail's.
    #expect(log.headerCounts.suffix(5) == [0, 1, 0, 0, 0])
    #expect(log.contentCounts.suffix(5) == [1, 2, 1, 1, 1])
    #expect(log.shelves.suffix(5) == [0, 7, 0, 0, 0])
    #expect(Set(log.ids.suffix(5)).count == 5)
    // Rows 10 pt tall; the headed row puts its 5-pt header before its content.
    let expected: [(String, CGFloat, CGFloat, CGFloat)] = [
      ("loose", 0, 0, 10), ("h1", 0, 10, 5), ("s1a", 5, 10, 20), ("s1b", 25, 10, 20),
      ("f0", 0, 20, 30), ("f1", 0, 30, 30), ("tail", 0, 40, 10),
    ]
    for (name, x, y, width) in expected {
      expectFrame(
        name, in: root, CGRect(x: x, y: y, width: width, height: 10), tolerance: frameTolerance)
    }
  }

  @Test func contentWithoutSectionsIsOneImplicitSection() {
    let log = SectionsLog()
    let root = hostedLayout(
      pinned(
        CountedSections(log: log) {
          square("a", width: 10)
          square("b", width: 10)
        }))
    #expect(log.sectionCounts.last == 1)
    expectFrame(
      "b", in: root, CGRect(x: 0, y: 10, width: 10, height: 10), tolerance: frameTolerance)

    let empty = SectionsLog()
    _ = hostedLayout(pinned(CountedSections(log: empty) { EmptyView() }))
    // At least one section, as Apple documents, even of nothing.
    #expect(empty.sectionCounts.last == 1)
  }
}
