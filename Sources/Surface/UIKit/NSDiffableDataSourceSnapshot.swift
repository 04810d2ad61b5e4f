import HeadlessRuntime

/// The state of a diffable data source's data at one moment: sections and the items in each,
/// identified by unique, hashable values, as in UIKit.
///
/// Build one, then hand it to a diffable data source's `apply(_:animatingDifferences:completion:)`:
///
/// ```swift
/// enum Section { case main }
/// struct Photo: Identifiable { var id: String }
///
/// let photos = [Photo(id: "dunes"), Photo(id: "harbour")]
/// let collectionView = UICollectionView(
///   frame: CGRect(x: 0, y: 0, width: 393, height: 852),
///   collectionViewLayout: UICollectionViewFlowLayout())
/// collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
/// let dataSource = UICollectionViewDiffableDataSource<Section, Photo.ID>(
///   collectionView: collectionView
/// ) { collectionView, indexPath, _ in
///   collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
/// }
/// var snapshot = NSDiffableDataSourceSnapshot<Section, Photo.ID>()
/// snapshot.appendSections([.main])
/// snapshot.appendItems(photos.map(\.id), toSection: .main)
/// dataSource.apply(snapshot, animatingDifferences: true)
/// ```
///
/// What UIKit stops on with an Objective-C exception (an identifier that is already in the
/// snapshot, an anchor that is not, items appended when there is no section) is reported to
/// ``HeadlessRuntime/current`` as a ``HeadlessProblem`` naming the call, and that call leaves
/// the snapshot unchanged.
///
/// - Complexity: Looking up an item's section is O(1) (an index from item to section); an item's
///   position is O(n) in its section's size, as appending is O(1) per item.
public struct NSDiffableDataSourceSnapshot<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
  /// One section and its items, in order.
  struct Section: Sendable {
    var identifier: SectionIdentifierType
    var items: [ItemIdentifierType]
  }

  /// The sections, in order.
  private(set) var sections: [Section] = []
  /// Where each section is in ``sections``.
  private var sectionIndexes: [SectionIdentifierType: Int] = [:]
  /// The section holding each item.
  private var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]

  /// The items to reload, in the order they were asked for.
  public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
  /// The items to reconfigure, in the order they were asked for.
  public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
  /// The sections to reload, in the order they were asked for.
  public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

  /// An empty snapshot: no sections, no items.
  public init() {}

  // MARK: - Reading

  /// The number of items in all sections.
  public var numberOfItems: Int { sectionOfItem.count }

  /// The number of sections.
  public var numberOfSections: Int { sections.count }

  /// The section identifiers, in order.
  public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.identifier) }

  /// The item identifiers of every section, in order.
  public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

  /// The number of items in the section `identifier`; 0 (and a reported problem) for a section
  /// the snapshot does not hold (UIKit raises an exception).
  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
    guard let index = sectionIndexes[identifier] else {
      report("numberOfItems(inSection:)", "section \(identifier) is not in the snapshot")
      return 0
    }
    return sections[index].items.count
  }

  /// The items of the section `identifier`, in order; empty (and a reported problem) for a
  /// section the snapshot does not hold (UIKit raises an exception).
  public func itemIdentifiers(inSection identifier: SectionIdentifierType)
    -> [ItemIdentifierType]
  {
    guard let index = sectionIndexes[identifier] else {
      report("itemIdentifiers(inSection:)", "section \(identifier) is not in the snapshot")
      return []
    }
    return sections[index].items
  }

  /// The section that holds `identifier`, or `nil` when the item is not in the snapshot.
  public func sectionIdentifier(containingItem identifier: ItemIdentifierType)
    -> SectionIdentifierType?
  {
    sectionOfItem[identifier]
  }

  /// The position of `identifier` among all the snapshot's items (as in ``itemIdentifiers``),
  /// or `nil` when the item is not in the snapshot.
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
    guard let position = position(of: identifier) else { return nil }
    return sections[..<position.section].reduce(position.item) { $0 + $1.items.count }
  }

  /// The position of the section `identifier`, or `nil` when it is not in the snapshot.
  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
    sectionIndexes[identifier]
  }

  /// The section index and the index in that section of `item`, if the snapshot holds it.
  func position(of item: ItemIdentifierType) -> (section: Int, item: Int)? {
    guard let section = sectionOfItem[item], let index = sectionIndexes[section],
      let itemIndex = sections[index].items.firstIndex(of: item)
    else { return nil }
    return (index, itemIndex)
  }

  /// The item at `item` in section `section`, if both exist.
  func item(at section: Int, _ item: Int) -> ItemIdentifierType? {
    guard sections.indices.contains(section), sections[section].items.indices.contains(item)
    else { return nil }
    return sections[section].items[item]
  }

  /// The item counts of the sections, in order.
  var itemCounts: [Int] { sections.map(\.items.count) }

  /// This snapshot without its reload and reconfigure lists: the state a data source keeps once
  /// it applied the snapshot.
  var applied: Self {
    var copy = self
    copy.reloadedItemIdentifiers = []
    copy.reconfiguredItemIdentifiers = []
    copy.reloadedSectionIdentifiers = []
    return copy
  }

  // MARK: - Items

  /// Adds `identifiers` at the end of the section `sectionIdentifier`, or of the last section
  /// when it is `nil`.
  ///
  /// Reported, and nothing added: no section yet, a section the snapshot does not hold, or an
  /// identifier that repeats or is already in the snapshot.
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
  ) {
    let call = "appendItems(_:toSection:)"
    let index: Int
    if let sectionIdentifier {
      guard let found = sectionIndexes[sectionIdentifier] else {
        report(call, "section \(sectionIdentifier) is not in the snapshot; nothing was appended")
        return
      }
      index = found
    } else {
      guard !sections.isEmpty else {
        report(
          call,
          "there are no sections in the snapshot; append a section first (nothing was appended)")
        return
      }
      index = sections.count - 1
    }
    guard acceptsNew(identifiers, call: call) else { return }
    sections[index].items += identifiers
    for item in identifiers { sectionOfItem[item] = sections[index].identifier }
  }

  /// Inserts `identifiers` before the item `beforeIdentifier`, in its section.
  ///
  /// Reported, and nothing inserted: an anchor the snapshot does not hold, or an identifier that
  /// repeats or is already in the snapshot.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
  ) {
    insert(identifiers, next: beforeIdentifier, after: false, call: "insertItems(_:beforeItem:)")
  }

  /// Inserts `identifiers` after the item `afterIdentifier`, in its section.
  ///
  /// Reported, and nothing inserted: an anchor the snapshot does not hold, or an identifier that
  /// repeats or is already in the snapshot.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType
  ) {
    insert(identifiers, next: afterIdentifier, after: true, call: "insertItems(_:afterItem:)")
  }

  /// Deletes the items `identifiers` from the snapshot.
  ///
  /// An identifier the snapshot does not hold is reported and nothing is deleted (ours: the
  /// call is left whole, as for the other checks).
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    if let missing = identifiers.first(where: { sectionOfItem[$0] == nil }) {
      report("deleteItems(_:)", "item \(missing) is not in the snapshot; nothing was deleted")
      return
    }
    let deleted = Set(identifiers)
    var touched = Set<SectionIdentifierType>()
    for item in deleted {
      if let section = sectionOfItem.removeValue(forKey: item) { touched.insert(section) }
    }
    for section in touched {
      if let index = sectionIndexes[section] {
        sections[index].items.removeAll { deleted.contains($0) }
      }
    }
    reloadedItemIdentifiers.removeAll { deleted.contains($0) }
    reconfiguredItemIdentifiers.removeAll { deleted.contains($0) }
  }

  /// Deletes every item and every section.
  public mutating func deleteAllItems() {
    self = Self()
  }

  /// Moves the item `identifier` just before the item `toIdentifier` (into its section).
  ///
  /// Reported, and nothing moved: either item is not in the snapshot, or they are the same.
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType
  ) {
    move(identifier, next: toIdentifier, after: false, call: "moveItem(_:beforeItem:)")
  }

  /// Moves the item `identifier` just after the item `toIdentifier` (into its section).
  ///
  /// Reported, and nothing moved: either item is not in the snapshot, or they are the same.
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType
  ) {
    move(identifier, next: toIdentifier, after: true, call: "moveItem(_:afterItem:)")
  }

  /// Marks the items `identifiers` for reloading: the data source asks for new cells for them.
  ///
  /// An identifier the snapshot does not hold is reported and nothing is marked.
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
    guard allExist(identifiers, call: "reloadItems(_:)") else { return }
    reloadedItemIdentifiers = merged(reloadedItemIdentifiers, identifiers)
  }

  /// Marks the items `identifiers` for reconfiguring: their cells are configured again.
  ///
  /// An identifier the snapshot does not hold is reported and nothing is marked.
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    guard allExist(identifiers, call: "reconfigureItems(_:)") else { return }
    reconfiguredItemIdentifiers = merged(reconfiguredItemIdentifiers, identifiers)
  }

  // MARK: - Sections

  /// Adds the sections `identifiers`, empty, after the last section.
  ///
  /// A section that repeats or is already in the snapshot is reported and nothing is added.
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    guard acceptsNewSections(identifiers, call: "appendSections(_:)") else { return }
    insertSections(identifiers, at: sections.count)
  }

  /// Inserts the sections `identifiers`, empty, before the section `toIdentifier`.
  ///
  /// Reported, and nothing inserted: an anchor the snapshot does not hold, or a section that
  /// repeats or is already in the snapshot.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
  ) {
    insertSections(
      identifiers, next: toIdentifier, after: false, call: "insertSections(_:beforeSection:)")
  }

  /// Inserts the sections `identifiers`, empty, after the section `toIdentifier`.
  ///
  /// Reported, and nothing inserted: an anchor the snapshot does not hold, or a section that
  /// repeats or is already in the snapshot.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
  ) {
    insertSections(
      identifiers, next: toIdentifier, after: true, call: "insertSections(_:afterSection:)")
  }

  /// Deletes the sections `identifiers` and their items.
  ///
  /// A section the snapshot does not hold is reported and nothing is deleted.
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    guard allSectionsExist(identifiers, call: "deleteSections(_:)") else { return }
    let deleted = Set(identifiers)
    var removedItems = Set<ItemIdentifierType>()
    for section in sections where deleted.contains(section.identifier) {
      for item in section.items {
        sectionOfItem[item] = nil
        removedItems.insert(item)
      }
    }
    sections.removeAll { deleted.contains($0.identifier) }
    reindexSections()
    reloadedItemIdentifiers.removeAll { removedItems.contains($0) }
    reconfiguredItemIdentifiers.removeAll { removedItems.contains($0) }
    reloadedSectionIdentifiers.removeAll { deleted.contains($0) }
  }

  /// Moves the section `identifier`, with its items, just before the section `toIdentifier`.
  ///
  /// Reported, and nothing moved: either section is not in the snapshot, or they are the same.
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
  ) {
    moveSection(identifier, next: toIdentifier, after: false, call: "moveSection(_:beforeSection:)")
  }

  /// Moves the section `identifier`, with its items, just after the section `toIdentifier`.
  ///
  /// Reported, and nothing moved: either section is not in the snapshot, or they are the same.
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
  ) {
    moveSection(identifier, next: toIdentifier, after: true, call: "moveSection(_:afterSection:)")
  }

  /// Marks the sections `identifiers` for reloading: their cells are requested again.
  ///
  /// A section the snapshot does not hold is reported and nothing is marked.
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
    guard allSectionsExist(identifiers, call: "reloadSections(_:)") else { return }
    reloadedSectionIdentifiers = merged(reloadedSectionIdentifiers, identifiers)
  }

  // MARK: - Internal

  private mutating func insert(
    _ identifiers: [ItemIdentifierType], next anchor: ItemIdentifierType, after: Bool,
    call: String
  ) {
    guard let position = position(of: anchor) else {
      report(call, "the anchor item \(anchor) is not in the snapshot; nothing was inserted")
      return
    }
    guard acceptsNew(identifiers, call: call) else { return }
    let section = sections[position.section].identifier
    sections[position.section].items.insert(
      contentsOf: identifiers, at: position.item + (after ? 1 : 0))
    for item in identifiers { sectionOfItem[item] = section }
  }

  private mutating func move(
    _ item: ItemIdentifierType, next anchor: ItemIdentifierType, after: Bool, call: String
  ) {
    guard let from = position(of: item) else {
      report(call, "item \(item) is not in the snapshot; nothing was moved")
      return
    }
    guard position(of: anchor) != nil else {
      report(call, "the anchor item \(anchor) is not in the snapshot; nothing was moved")
      return
    }
    guard item != anchor else {
      report(call, "item \(item) cannot be moved relative to itself; nothing was moved")
      return
    }
    sections[from.section].items.remove(at: from.item)
    guard let to = position(of: anchor) else { return }
    sections[to.section].items.insert(item, at: to.item + (after ? 1 : 0))
    sectionOfItem[item] = sections[to.section].identifier
  }

  private mutating func insertSections(
    _ identifiers: [SectionIdentifierType], next anchor: SectionIdentifierType, after: Bool,
    call: String
  ) {
    guard let index = sectionIndexes[anchor] else {
      report(call, "the anchor section \(anchor) is not in the snapshot; nothing was inserted")
      return
    }
    guard acceptsNewSections(identifiers, call: call) else { return }
    insertSections(identifiers, at: index + (after ? 1 : 0))
  }

  private mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int) {
    sections.insert(
      contentsOf: identifiers.map { Section(identifier: $0, items: []) }, at: index)
    reindexSections()
  }

  private mutating func moveSection(
    _ section: SectionIdentifierType, next anchor: SectionIdentifierType, after: Bool,
    call: String
  ) {
    guard let from = sectionIndexes[section] else {
      report(call, "section \(section) is not in the snapshot; nothing was moved")
      return
    }
    guard sectionIndexes[anchor] != nil else {
      report(call, "the anchor section \(anchor) is not in the snapshot; nothing was moved")
      return
    }
    guard section != anchor else {
      report(call, "section \(section) cannot be moved relative to itself; nothing was moved")
      return
    }
    let moved = sections.remove(at: from)
    reindexSections()
    guard let to = sectionIndexes[anchor] else { return }
    sections.insert(moved, at: to + (after ? 1 : 0))
    reindexSections()
  }

  private mutating func reindexSections() {
    sectionIndexes = Dictionary(
      sections.enumerated().map { ($0.element.identifier, $0.offset) },
      uniquingKeysWith: { first, _ in first })
  }

  /// Whether `items` are all new and distinct; reports the first that is not.
  private func acceptsNew(_ items: [ItemIdentifierType], call: String) -> Bool {
    var seen = Set<ItemIdentifierType>()
    for item in items {
      guard sectionOfItem[item] == nil, seen.insert(item).inserted else {
        report(
          call,
          "item identifiers must be unique: \(item) is already in the snapshot or repeats "
            + "(UIKit raises an exception); nothing was added")
        return false
      }
    }
    return true
  }

  /// Whether `sections` are all new and distinct; reports the first that is not.
  private func acceptsNewSections(_ identifiers: [SectionIdentifierType], call: String) -> Bool {
    var seen = Set<SectionIdentifierType>()
    for section in identifiers {
      guard sectionIndexes[section] == nil, seen.insert(section).inserted else {
        report(
          call,
          "section identifiers must be unique: \(section) is already in the snapshot or repeats "
            + "(UIKit raises an exception); nothing was added")
        return false
      }
    }
    return true
  }

  private func allExist(_ items: [ItemIdentifierType], call: String) -> Bool {
    guard let missing = items.first(where: { sectionOfItem[$0] == nil }) else { return true }
    report(call, "item \(missing) is not in the snapshot (UIKit raises an exception); ignored")
    return false
  }

  private func allSectionsExist(_ identifiers: [SectionIdentifierType], call: String) -> Bool {
    guard let missing = identifiers.first(where: { sectionIndexes[$0] == nil }) else {
      return true
    }
    report(call, "section \(missing) is not in the snapshot (UIKit raises an exception); ignored")
    return false
  }

  /// `existing` followed by those of `added` it does not hold yet.
  private func merged<Element: Hashable>(_ existing: [Element], _ added: [Element]) -> [Element] {
    var seen = Set(existing)
    return existing + added.filter { seen.insert($0).inserted }
  }
}
