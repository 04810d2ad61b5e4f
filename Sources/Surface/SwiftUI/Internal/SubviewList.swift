/// The subviews of a view as they are declared, for `SubviewsCollection`: views that list others
/// (`TupleView`, `ForEach`, `Group`, `_ConditionalContent`, `Optional`, `AnyView`, `EmptyView`)
/// are opened; any other view is one subview.
struct SubviewList {
  private(set) var subviews: [Subview] = []

  /// Adds the subviews of `view`, declared at `path`; none once the graph's limit is passed.
  mutating func add(_ view: some View, path: [ChildKey]) {
    guard subviews.count <= ViewGraph.maximumNodes else { return }
    if let listing = view as? any SubviewListing {
      listing.listSubviews(into: &self, path: path)
    } else {
      subviews.append(Subview(id: Subview.ID(path: path), content: view))
    }
  }
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
  func listSubviews(into list: inout SubviewList, path: [ChildKey]) {
    var index = data.startIndex
    while index != data.endIndex, list.subviews.count <= ViewGraph.maximumNodes {
      let element = data[index]
      list.add(content(element), path: path + [ChildKey(id: element[keyPath: id])])
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
