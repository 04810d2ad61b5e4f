import HeadlessRuntime

/// What a compositional layout asks for each section: the section's description, given its
/// index and the layout environment (`nil` lays the section out empty).
public typealias UICollectionViewCompositionalLayoutSectionProvider = (
  Int, any NSCollectionLayoutEnvironment
) -> NSCollectionLayoutSection?

/// A layout built from descriptions: items in groups, groups repeated in sections, as UIKit's
/// compositional layout places them.
///
/// ```swift
/// let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
///   widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1)))
/// let group = NSCollectionLayoutGroup.horizontal(
///   layoutSize: NSCollectionLayoutSize(
///     widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)),
///   subitems: [item])
/// let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
/// // In a 390-pt-wide collection view: five 78 × 78 cells per row.
/// ```
///
/// The layout container is the collection view's bounds less its adjusted content inset across
/// the scroll direction, less the insets of the configuration's
/// ``UICollectionViewCompositionalLayoutConfiguration/contentInsetsReference``. A group's
/// fractional size is a fraction of its section's container (less the section's content
/// insets); an item's, of its group. Frames are not rounded to pixels (ours: Apple documents no
/// rounding, and reports of cells shown at whole pixels do not say whether the attributes or
/// only the views are rounded). Estimated dimensions
/// take the estimate (self-sizing is not modelled).
///
/// A section whose ``NSCollectionLayoutSection/orthogonalScrollingBehavior`` is not `.none` lays
/// its groups out in one band across the scroll direction, and the collection view puts a
/// scroll view of its own over that band (as UIKit does), driven by the same engine as every
/// scroll view: a drag across the layout's scroll direction scrolls the section, one along it
/// scrolls the collection view. The section's items and their badges are returned moved by that
/// scroll view's offset; its visible-items handler gets the offset and the items' frames before
/// the move, as Apple's carousel sample expects (`item.frame.midX - offset.x`). The section
/// settles as its behavior says (see ``UICollectionLayoutSectionOrthogonalScrollingBehavior``).
///
/// ``layoutAttributesForElements(in:)`` reads only the groups that meet the rect (a binary search
/// per section), so a long section costs what is on screen. Pinned headers and footers are
/// placed at query time, so scrolling does not prepare the layout again; a section's
/// ``NSCollectionLayoutSection/visibleItemsInvalidationHandler`` runs on every layout pass with
/// copies of the section's visible attributes, and what it changes is what the cells display.
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
  /// The layout-wide settings; setting them invalidates the layout.
  open var configuration: UICollectionViewCompositionalLayoutConfiguration {
    didSet { invalidateLayout() }
  }

  private var sections: [CompositionalSectionFrames] = []
  private var globalBoundaries: [CompositionalSectionFrames.Boundary] = []
  private var contentSize = CGSize.zero
  private var preparedBoundsSize: CGSize?
  private var preparedGeometry = UICollectionViewFlowGeometry(direction: .vertical)
  private var environment: CompositionalEnvironment?
  /// Faults already reported, so each is reported once, not on every pass.
  private var reportedProblems = Set<String>()

  /// A layout whose every section is `section`.
  public convenience init(section: NSCollectionLayoutSection) {
    self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
  }

  /// A layout whose every section is `section`, with `configuration`.
  public init(
    section: NSCollectionLayoutSection,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    sectionProvider = { _, _ in section }
    self.configuration = configuration
    super.init()
  }

  /// A layout that asks `sectionProvider` for each section.
  public convenience init(
    sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider
  ) {
    self.init(
      sectionProvider: sectionProvider,
      configuration: UICollectionViewCompositionalLayoutConfiguration())
  }

  /// A layout that asks `sectionProvider` for each section, with `configuration`.
  public init(
    sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    self.sectionProvider = sectionProvider
    self.configuration = configuration
    super.init()
  }

  /// Layouts from storyboards are not supported headless (inert): this layout has no sections.
  public required init?(coder: NSCoder) {
    sectionProvider = { _, _ in nil }
    configuration = UICollectionViewCompositionalLayoutConfiguration()
    super.init(coder: coder)
  }

  // MARK: - Layout

  /// Asks for every section's description and computes every frame, for the collection view's
  /// current size.
  open override func prepare() {
    super.prepare()
    sections.removeAll(keepingCapacity: true)
    globalBoundaries.removeAll()
    guard let collectionView else {
      contentSize = .zero
      environment = nil
      return
    }
    let geometry = UICollectionViewFlowGeometry(direction: configuration.scrollDirection)
    preparedGeometry = geometry
    preparedBoundsSize = collectionView.bounds.size
    let adjusted = collectionView.adjustedContentInset
    let bounds = collectionView.bounds.size
    let crossInsets =
      geometry.isHorizontal ? adjusted.top + adjusted.bottom : adjusted.left + adjusted.right
    let containerSize = geometry.size(
      main: max(0, finiteOrZero(geometry.main(bounds))),
      cross: max(0, finiteOrZero(geometry.cross(bounds) - crossInsets)))
    let referenceInsets = insets(of: collectionView, geometry: geometry)
    let container = CompositionalContainer(
      contentSize: containerSize, contentInsets: referenceInsets)
    let environment = CompositionalEnvironment(
      container: container, traitCollection: collectionView.traitCollection)
    self.environment = environment
    var builder = CompositionalSectionBuilder(
      geometry: geometry, containerSize: container.effectiveContentSize,
      crossOrigin: geometry.isHorizontal ? referenceInsets.top : referenceInsets.leading,
      solver: CompositionalGroupSolver(traitCollection: collectionView.traitCollection),
      makeAttributes: makeAttributes)
    var position = builder.placeBoundaries(
      configuration.boundarySupplementaryItems, leading: true, at: 0, section: 0,
      followInsets: nil, into: &globalBoundaries)
    let spacing = finiteOrZero(configuration.interSectionSpacing)
    for section in 0..<collectionView.numberOfSections {
      if section > 0 { position += spacing }
      let count = collectionView.numberOfItems(inSection: section)
      guard let description = sectionProvider(section, environment) else {
        if count > 0 {
          report(
            call: "sectionProvider",
            "returned nil for section \(section), which has \(count) items; they have no frames "
              + "(UIKit requires a section for every section with items)")
        }
        var empty = CompositionalSectionFrames()
        empty.start = position
        empty.end = position
        empty.bodyStart = position
        empty.bodyEnd = position
        sections.append(empty)
        continue
      }
      let frames = builder.build(description, index: section, itemCount: count, start: position)
      position = frames.end
      sections.append(frames)
    }
    position = builder.placeBoundaries(
      configuration.boundarySupplementaryItems, leading: false, at: position, section: 0,
      followInsets: nil, into: &globalBoundaries)
    contentSize = geometry.size(main: position, cross: geometry.cross(containerSize))
    for problem in builder.solver.problems { report(call: "prepare()", problem) }
    let trailingReference =
      geometry.isHorizontal ? referenceInsets.bottom : referenceInsets.trailing
    collectionView.updateOrthogonalBands(
      sections.enumerated().compactMap { index, frames in
        guard let behavior = frames.section?.orthogonalScrollingBehavior, behavior != .none,
          !frames.orthogonalGroupStarts.isEmpty
        else { return nil }
        return CompositionalOrthogonalBand(
          section: index, behavior: behavior,
          frame: geometry.rect(
            main: frames.bodyStart, cross: 0, mainLength: frames.bodyEnd - frames.bodyStart,
            crossLength: geometry.cross(containerSize)),
          contentLength: frames.orthogonalContentEnd + finiteOrZero(trailingReference),
          groupStarts: frames.orthogonalGroupStarts, groupLength: frames.orthogonalGroupLength,
          layoutIsHorizontal: geometry.isHorizontal)
      })
  }

  /// The container's insets for the configuration's reference, across the scroll direction.
  private func insets(
    of collectionView: UICollectionView, geometry: UICollectionViewFlowGeometry
  ) -> NSDirectionalEdgeInsets {
    switch configuration.contentInsetsReference {
    case .automatic, .none:
      // Ours for `automatic`: the safe area across the scroll direction is not added (zero for
      // a vertical layout in portrait).
      return .zero
    case .safeArea:
      // What the adjusted content inset does not already hold.
      let safe = collectionView.safeAreaInsetsForSubviews
      let isRightToLeft = collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft
      return geometry.isHorizontal
        ? NSDirectionalEdgeInsets(top: safe.top, leading: 0, bottom: safe.bottom, trailing: 0)
        : NSDirectionalEdgeInsets(
          top: 0, leading: isRightToLeft ? safe.right : safe.left, bottom: 0,
          trailing: isRightToLeft ? safe.left : safe.right)
    case .layoutMargins, .readableContent:
      let margins = collectionView.directionalLayoutMargins
      return geometry.isHorizontal
        ? NSDirectionalEdgeInsets(
          top: finiteOrZero(margins.top), leading: 0, bottom: finiteOrZero(margins.bottom),
          trailing: 0)
        : NSDirectionalEdgeInsets(
          top: 0, leading: finiteOrZero(margins.leading), bottom: 0,
          trailing: finiteOrZero(margins.trailing))
    }
  }

  /// The extent of every section along the scroll axis; across it, the collection view's size
  /// less its adjusted content inset.
  open override var collectionViewContentSize: CGSize { contentSize }

  /// The backgrounds, headers, footers, cells and badges that meet `rect`, section by section,
  /// after each section's visible-items handler changed them.
  open override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    let geometry = preparedGeometry
    let lower = geometry.isHorizontal ? rect.minX : rect.minY
    let upper = geometry.isHorizontal ? rect.maxX : rect.maxY
    var result: [UICollectionViewLayoutAttributes] = []
    for boundary in globalBoundaries {
      let attributes = pinned(boundary, bodyStart: 0, bodyEnd: geometry.main(contentSize))
      if meets(attributes.frame, rect) { result.append(attributes) }
    }
    for (index, frames) in sections.enumerated() where frames.start < upper && frames.end > lower {
      var elements: [UICollectionViewLayoutAttributes] = []
      for decoration in frames.decorations where meets(decoration.frame, rect) {
        elements.append(decoration)
      }
      for boundary in frames.boundaries {
        let attributes = pinned(boundary, bodyStart: frames.bodyStart, bodyEnd: frames.bodyEnd)
        if meets(attributes.frame, rect) { elements.append(attributes) }
      }
      let band = orthogonalOffset(ofSection: index)
      let shift = orthogonalShift(for: band)
      // Items of a section that scrolls across are found by their scrolled frames; its handler
      // sees their frames before the scroll, with the section's offset (Apple's carousel sample
      // computes `item.frame.midX - offset.x`), and the scroll is applied after it.
      var items: [UICollectionViewLayoutAttributes] = []
      var candidates = frames.items(meetingMain: lower, upper)
      if band != nil {
        // A band's groups share one extent along the scroll axis: search them across it, in the
        // band's unscrolled coordinates (the rect less the shift), so a long carousel costs what
        // is on screen.
        let across =
          geometry.isHorizontal
          ? (rect.minY - shift.dy, rect.maxY - shift.dy)
          : (rect.minX - shift.dx, rect.maxX - shift.dx)
        candidates = candidates.clamped(to: frames.items(meetingCross: across.0, across.1))
      }
      for item in candidates {
        if meets(frames.cells[item].frame.offsetBy(dx: shift.dx, dy: shift.dy), rect) {
          items.append(frames.cells[item])
        }
        if !frames.badges.isEmpty {
          for badge in frames.badges[item]
          where meets(badge.frame.offsetBy(dx: shift.dx, dy: shift.dy), rect) {
            items.append(badge)
          }
        }
      }
      let handler = frames.section?.visibleItemsInvalidationHandler
      if band != nil || handler != nil {
        elements = elements.map { $0.copy(with: nil) as? UICollectionViewLayoutAttributes ?? $0 }
        items = items.map { $0.copy(with: nil) as? UICollectionViewLayoutAttributes ?? $0 }
      }
      elements.append(contentsOf: items)
      if let handler, !elements.isEmpty, let environment {
        handler(
          elements.map(CompositionalVisibleItem.init),
          band ?? collectionView?.contentOffset ?? .zero, environment)
      }
      if band != nil {
        for attributes in items {
          attributes.center = CGPoint(
            x: attributes.center.x + shift.dx, y: attributes.center.y + shift.dy)
        }
      }
      result.append(contentsOf: elements)
    }
    return result
  }

  /// The attributes of the cell at `indexPath` as the layout computed them (before any
  /// visible-items handler; moved by its section's scroll across, if it has one), or `nil` if it
  /// does not exist.
  open override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard indexPath.count == 2, sections.indices.contains(indexPath.section),
      sections[indexPath.section].cells.indices.contains(indexPath.item)
    else { return nil }
    return scrolled(
      sections[indexPath.section].cells[indexPath.item], inSection: indexPath.section)
  }

  /// The header, footer or badge of `elementKind` at `indexPath` (pinned where asked), or the
  /// layout-wide one of that kind.
  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    guard indexPath.count == 2 else { return nil }
    if sections.indices.contains(indexPath.section) {
      let frames = sections[indexPath.section]
      if let boundary = frames.boundaries.first(where: {
        $0.attributes.representedElementKind == elementKind
      }), indexPath.item == 0 {
        return pinned(boundary, bodyStart: frames.bodyStart, bodyEnd: frames.bodyEnd)
      }
      if frames.badges.indices.contains(indexPath.item),
        let badge = frames.badges[indexPath.item].first(where: {
          $0.representedElementKind == elementKind
        })
      {
        return scrolled(badge, inSection: indexPath.section)
      }
    }
    if indexPath == IndexPath(item: 0, section: 0),
      let boundary = globalBoundaries.first(where: {
        $0.attributes.representedElementKind == elementKind
      })
    {
      return pinned(boundary, bodyStart: 0, bodyEnd: preparedGeometry.main(contentSize))
    }
    return nil
  }

  /// The background of `elementKind` of `indexPath.section`, or `nil`.
  open override func layoutAttributesForDecorationView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
    return sections[indexPath.section].decorations.first {
      $0.representedElementKind == elementKind
    }
  }

  /// Whether a bounds change invalidates the layout: only a change of size.
  ///
  /// Fractional sizes depend on the size. A scroll does not invalidate: pinned items and
  /// visible-items handlers are applied when the rect is read.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    newBounds.size != preparedBoundsSize
  }

  /// The list configuration of prepared section `section`, if the section is a list
  /// (``NSCollectionLayoutSection/list(using:layoutEnvironment:)``).
  func listConfiguration(ofSection section: Int) -> UICollectionLayoutListConfiguration? {
    guard sections.indices.contains(section) else { return nil }
    return sections[section].section?.listConfiguration
  }

  // MARK: - Helpers

  /// The offset of `section`'s scroll view across the scroll axis, or nil when the section does
  /// not scroll across.
  private func orthogonalOffset(ofSection section: Int) -> CGPoint? {
    guard let offset = collectionView?.orthogonalContentOffset(inSection: section),
      offset.x.isFinite, offset.y.isFinite
    else { return nil }
    return offset
  }

  /// How far a section's items move for its scroll view's `offset`: against it, across the
  /// scroll axis only.
  private func orthogonalShift(for offset: CGPoint?) -> CGVector {
    guard let offset else { return CGVector(dx: 0, dy: 0) }
    return preparedGeometry.isHorizontal
      ? CGVector(dx: 0, dy: -offset.y) : CGVector(dx: -offset.x, dy: 0)
  }

  /// `attributes` (an item's or its badge's) moved by `section`'s scroll across, a copy; the
  /// stored attributes when the section does not scroll across.
  private func scrolled(_ attributes: UICollectionViewLayoutAttributes, inSection section: Int)
    -> UICollectionViewLayoutAttributes
  {
    let shift = orthogonalShift(for: orthogonalOffset(ofSection: section))
    guard shift.dx != 0 || shift.dy != 0,
      let copy = attributes.copy(with: nil) as? UICollectionViewLayoutAttributes
    else { return attributes }
    copy.center = CGPoint(x: copy.center.x + shift.dx, y: copy.center.y + shift.dy)
    return copy
  }

  /// `boundary`'s attributes, moved to stay in the visible bounds while its section
  /// (`bodyStart..<bodyEnd` along the scroll axis) is on screen, when it pins (a copy).
  private func pinned(
    _ boundary: CompositionalSectionFrames.Boundary, bodyStart: CGFloat, bodyEnd: CGFloat
  ) -> UICollectionViewLayoutAttributes {
    let attributes = boundary.attributes
    guard boundary.pinsToVisibleBounds, let collectionView else { return attributes }
    let geometry = preparedGeometry
    let insets = collectionView.adjustedContentInset
    let offset = geometry.main(collectionView.contentOffset)
    let length = geometry.main(attributes.size)
    let origin = geometry.main(attributes.frame.origin)
    let main: CGFloat
    if boundary.isLeading {
      let visibleStart = offset + (geometry.isHorizontal ? insets.left : insets.top)
      main = max(min(max(visibleStart, origin), bodyEnd - length), origin)
    } else {
      let visibleEnd =
        offset + geometry.main(collectionView.bounds.size)
        - (geometry.isHorizontal ? insets.right : insets.bottom)
      main = min(max(min(visibleEnd - length, origin), bodyStart), origin)
    }
    guard main.isFinite, main != origin,
      let copy = attributes.copy(with: nil) as? UICollectionViewLayoutAttributes
    else { return attributes }
    copy.frame = geometry.rect(
      main: main, cross: geometry.cross(attributes.frame.origin), mainLength: length,
      crossLength: geometry.cross(attributes.size))
    return copy
  }

  /// Reports `message` about `call` once in this layout's life.
  private func report(call: String, _ message: String) {
    guard reportedProblems.insert(call + message).inserted else { return }
    reportProblem(call: call, message: message)
  }
}

extension UICollectionViewCompositionalLayout {
  /// Whether the configuration places a layout-wide supplementary view of `kind`, at index path
  /// (0, 0), which exists even with no sections.
  func hasLayoutWideSupplementary(ofKind kind: String) -> Bool {
    globalBoundaries.contains { $0.attributes.representedElementKind == kind }
  }
}
