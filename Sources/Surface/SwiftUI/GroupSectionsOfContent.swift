/// The content of a ``Group/init(sections:transform:)``: the views `transform` makes of the
/// sections of `sections`.
nonisolated public struct GroupSectionsOfContent<Sections: View, Content: View>: View {
  let sections: Sections
  let transform: (SectionCollection) -> Content
  /// The views `transform` makes of the sections, found again each time the group is made.
  public var body: Content { transform(SectionCollection(sections)) }
}
