/// The sections of a view, in the order declared (iOS 18), as ``Group/init(sections:transform:)``
/// gives them: each `Section`, and each run of views between sections as an implicit section, so
/// there is at least one.
public struct SectionCollection: RandomAccessCollection {
  let sections: [SectionConfiguration]

  /// The sections `view` declares.
  init(_ view: some View) {
    var list = SubviewList()
    list.listsSections = true
    list.add(view, path: [])
    var sections: [SectionConfiguration] = []
    var gathered: [Subview] = []
    // Called where gathered views end a section, and at the end when there is no section at all.
    func closeImplicit() {
      sections.append(
        SectionConfiguration(
          id: SectionConfiguration.ID(path: (gathered.first?.id.path ?? []) + [.implicitSection]),
          header: SubviewsCollection([]), content: SubviewsCollection(gathered),
          footer: SubviewsCollection([]), containerValues: ContainerValues()))
      gathered = []
    }
    for entry in list.entries {
      switch entry {
      case .subview(let subview): gathered.append(subview)
      case .section(let section):
        if !gathered.isEmpty { closeImplicit() }
        sections.append(section)
      }
    }
    if !gathered.isEmpty || sections.isEmpty { closeImplicit() }
    self.sections = sections
  }

  /// The first position, 0.
  public var startIndex: Int { 0 }
  /// The position after the last section: their count.
  public var endIndex: Int { sections.count }
  /// The section at `position`.
  public subscript(position: Int) -> SectionConfiguration { sections[position] }
}
