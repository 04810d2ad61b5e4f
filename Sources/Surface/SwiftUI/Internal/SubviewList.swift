/// The subviews of a view as they are declared, for `SubviewsCollection`: views that list others
/// (`TupleView`, `ForEach`, `Group`, `_ConditionalContent`, `Optional`, `AnyView`, `EmptyView`)
/// are opened, and a modifier around one of them applies to each of its views (as a `Group`'s
/// modifiers do); any other view is one subview.
///
/// Listing sections (``listsSections``), a `Section` is a section of its own, and the views
/// between sections are kept in order for the implicit sections that gather them.
struct SubviewList {
  /// A subview, or a `Section` when sections are listed.
  enum Entry {
    case subview(Subview)
    case section(SectionConfiguration)
  }

  private(set) var entries: [Entry] = []
  /// How many subviews the entries hold, sections' included.
  private(set) var count = 0
  /// The container values the modifiers around the views being listed set.
  var containerValues = ContainerValues()
  /// The most subviews the list takes: the graph's limit, less what an outer list holds.
  var limit = ViewGraph.maximumNodes
  /// Whether a `Section` is a section rather than one subview.
  var listsSections = false

  /// The subviews, in order (sections' content in their place).
  var subviews: [Subview] {
    entries.flatMap { entry -> [Subview] in
      switch entry {
      case .subview(let subview): [subview]
      case .section(let section): section.content.subviews
      }
    }
  }

  /// Adds the subviews of `view`, declared at `path`; none once ``limit`` is passed.
  mutating func add(_ view: some View, path: [ChildKey]) {
    guard count <= limit else { return }
    if listsSections, let section = view as? any SectionListing {
      append(.section(section.configuration(path: path, containerValues: containerValues)))
    } else if let listing = view as? any SubviewListing {
      listing.listSubviews(into: &self, path: path)
    } else {
      append(
        .subview(
          Subview(id: Subview.ID(path: path), content: view, containerValues: containerValues)))
    }
  }

  /// Adds `entry` as it is.
  mutating func append(_ entry: Entry) {
    guard count <= limit else { return }
    switch entry {
    case .subview: count += 1
    case .section(let section): count += section.content.count + 1
    }
    entries.append(entry)
  }

  /// A list for what `view`'s modifiers wrap: the same container values, sections and room.
  func nested() -> SubviewList {
    var inner = SubviewList()
    inner.containerValues = containerValues
    inner.listsSections = listsSections
    inner.limit = limit - count
    return inner
  }
}

/// A view that is a section of its own when sections are listed (`Section`).
protocol SectionListing {
  /// The section, declared at `path`, with the container values set around it.
  func configuration(path: [ChildKey], containerValues: ContainerValues) -> SectionConfiguration
}

/// A view whose subviews are the views it lists, not itself.
protocol SubviewListing {
  /// Adds the views it lists, declared at `path`, to `list`.
  func listSubviews(into list: inout SubviewList, path: [ChildKey])
}

extension EmptyView: SubviewListing {
  func listSubviews(into list: inout SubviewList, path: [ChildKey]) {}
}

extension Group: SubviewListing {
  func listSubviews(into list: inout SubviewList, path: [ChildKey]) {
    list.add(content, path: path + [0])
  }
}

extension AnyView: SubviewListing {
  func listSubviews(into list: inout SubviewList, path: [ChildKey]) {
    list.add(view, path: path + [ChildKey(id: ObjectIdentifier(type(of: view)))])
  }
}

extension Optional: SubviewListing where Wrapped: View {
  func listSubviews(into list: inout SubviewList, path: [ChildKey]) {
    if let view = self { list.add(view, path: path + [.trueBranch]) }
  }
}

extension _ConditionalContent: SubviewListing where TrueContent: View, FalseContent: View {
  func listSubviews(into list: inout SubviewList, path: [ChildKey]) {
    switch storage {
    case .trueContent(let view): list.add(view, path: path + [.trueBranch])
    case .falseContent(let view): list.add(view, path: path + [.falseBranch])
    }
  }
}

extension ForEach: SubviewListing {
  /// Each element's views, tagged with the element's id (a tag of their own wins).
  func listSubviews(into list: inout SubviewList, path: [ChildKey]) {
    let outer = list.containerValues
    defer { list.containerValues = outer }
    var index = data.startIndex
    while index != data.endIndex, list.count <= list.limit {
      let element = data[index]
      let elementID = element[keyPath: id]
      list.containerValues[ImplicitTagKey.self] = AnyHashable(elementID)
      list.add(content(element), path: path + [ChildKey(id: elementID)])
      data.formIndex(after: &index)
    }
  }
}

extension TupleView: SubviewListing {
  func listSubviews(into list: inout SubviewList, path: [ChildKey]) {
    if let lister {
      lister.listSubviews(of: value, into: &list, path: path)
      return
    }
    var position = 0
    for element in Mirror(reflecting: value).children {
      guard let view = element.value as? any View else { continue }
      list.add(view, path: path + [ChildKey(integerLiteral: position)])
      position += 1
    }
  }
}

extension GroupElementsOfContent: SubviewListing {
  func listSubviews(into list: inout SubviewList, path: [ChildKey]) {
    list.add(body, path: path + [0])
  }
}

extension ModifiedContent: SubviewListing where Content: View, Modifier: ViewModifier {
  /// The content's subviews, each with the modifier.
  ///
  /// A container value the modifier sets is theirs, over the same one set inside (the outer
  /// modifier's value is read). Around a section, the modifier applies to each view of its
  /// content, and its container values are the section's.
  func listSubviews(into list: inout SubviewList, path: [ChildKey]) {
    var inner = list.nested()
    if let writer = modifier as? any ContainerValueWriting {
      var values = ContainerValues()
      writer.writeContainerValues(into: &values)
      values.take(list.containerValues)
      inner.containerValues = values
    }
    inner.add(content, path: path)
    for entry in inner.entries {
      switch entry {
      case .subview(let subview):
        list.append(.subview(modified(subview)))
      case .section(var section):
        section.content = SubviewsCollection(section.content.subviews.map(modified))
        list.append(.section(section))
      }
    }
  }

  private func modified(_ subview: Subview) -> Subview {
    Subview(
      id: subview.id, content: modified(subview.content), containerValues: subview.containerValues)
  }

  private func modified(_ view: some View) -> any View {
    ModifiedContent<_, Modifier>(content: view, modifier: modifier)
  }
}

extension GroupSectionsOfContent: SubviewListing {
  func listSubviews(into list: inout SubviewList, path: [ChildKey]) {
    list.add(body, path: path + [0])
  }
}

extension SubviewsCollection: SubviewListing {
  /// Its subviews as they are, with their own identities.
  func listSubviews(into list: inout SubviewList, path: [ChildKey]) {
    for subview in subviews { list.append(.subview(subview)) }
  }
}

extension SubviewsCollectionSlice: SubviewListing {
  func listSubviews(into list: inout SubviewList, path: [ChildKey]) {
    for subview in self { list.append(.subview(subview)) }
  }
}
