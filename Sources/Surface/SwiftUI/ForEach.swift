/// One view per element of a collection, each identified by the element's id.
///
/// ```swift
/// import SwiftUI
///
/// struct Pages: View {
///   var body: some View {
///     HStack { ForEach(0..<5) { page in Text("\(page)") } }
///   }
/// }
/// ```
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
  /// The elements.
  public var data: Data
  /// Makes an element's view.
  public var content: (Data.Element) -> Content
  let id: KeyPath<Data.Element, ID>

  /// One view per element of `data`, identified by the element's `id` key path.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.id = id
    self.content = content
  }
  /// Never evaluated.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// One view per integer of a constant range.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data, id: \.self, content: content)
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// One view per element, identified by its `id`.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
  }
}

extension ForEach: PrimitiveView {
  func update(_ node: ViewNode) {
    node.role = .list
    node.isIdentifiedList = true
    node.lastView = self
    // The content and key of every element in one observation (not one each), then the
    // children's updates outside it; never more elements than the graph can hold, however long
    // the data.
    let (keys, views) = node.graph.tracking(node) { elements(upTo: ViewGraph.maximumNodes + 1) }
    for position in views.indices {
      guard node.graph.nodeCount < ViewGraph.maximumNodes else {
        node.graph.report(
          node, call: "init(_:content:)",
          "makes more than \(ViewGraph.maximumNodes) views; give it a bounded collection")
        return
      }
      node.updateChild(key: keys[position], with: views[position])
    }
  }

  /// The key and the view of each element, at most `limit` of them.
  ///
  /// Indexed, not zipped or copied, and made in local arrays rather than ones a closure
  /// captures (each of whose appends was checked for exclusive access at run time): this runs
  /// unspecialized, on every frame.
  private func elements(upTo limit: Int) -> (keys: [ChildKey], views: [Content]) {
    var keys: [ChildKey] = []
    var views: [Content] = []
    // A range of integers, the most common data, counted directly: stepping a collection's
    // index through its protocol costs a few hundred instructions an element.
    if Data.self == Range<Int>.self {
      let range = _identityCast(data, to: Range<Int>.self).prefix(limit)
      keys.reserveCapacity(range.count)
      views.reserveCapacity(range.count)
      for value in range {
        add(_identityCast(value, to: Data.Element.self), to: &keys, &views)
      }
      return (keys, views)
    }
    var index = data.startIndex
    while index != data.endIndex, keys.count < limit {
      add(data[index], to: &keys, &views)
      data.formIndex(after: &index)
    }
    return (keys, views)
  }

  /// Appends `element`'s key and view.
  private func add(_ element: Data.Element, to keys: inout [ChildKey], _ views: inout [Content]) {
    keys.append(ChildKey(id: element[keyPath: id]))
    views.append(content(element))
  }
}

extension ForEach where Data == ForEachSectionCollection<Content>, ID == SectionConfiguration.ID {
  /// A view made by `content` of each section `view` declares (iOS 18): each `Section`, and the
  /// views between sections gathered as implicit ones, each keeping its section's identity.
  public init<V: View>(
    sections view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> Content
  ) {
    self.init(ForEachSectionCollection(SectionCollection(view)), id: \.id, content: content)
  }
}

extension ForEach {
  /// A view made by `content` of a binding to each element of the collection `data` binds
  /// (`ForEach($items) { $item in … }`), each identified by its element's `id`.
  ///
  /// A binding whose element has since left the collection reads the element it was made with
  /// and writes nothing (ours: on iOS the read is out of range and traps).
  public init<C>(
    _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  )
  where
    Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID,
    C: MutableCollection & RandomAccessCollection, C.Element: Identifiable, C.Index: Hashable
  {
    let collection = data.wrappedValue
    let elements = collection.indices.lazy.map { ($0, collection[$0].id) }
    self.init(elements, id: \.1) { position in
      let index = position.0
      let made = collection[index]
      let element = Binding<C.Element>(
        get: {
          let current = data.wrappedValue
          return current.indices.contains(index) ? current[index] : made
        },
        set: { value in
          guard data.wrappedValue.indices.contains(index) else { return }
          data.wrappedValue[index] = value
        })
      return content(element)
    }
  }
}
