/// The sections a ``ForEach/init(sections:content:)`` makes its views of (iOS 18); SwiftUI makes
/// it, an app does not.
public struct ForEachSectionCollection<Content: View>: RandomAccessCollection {
  let sections: SectionCollection

  init(_ sections: SectionCollection) { self.sections = sections }

  /// The first position, 0.
  public var startIndex: Int { 0 }
  /// The position after the last section: their count.
  public var endIndex: Int { sections.endIndex }
  /// The section at `position`.
  public subscript(position: Int) -> SectionConfiguration { sections[position] }
}
