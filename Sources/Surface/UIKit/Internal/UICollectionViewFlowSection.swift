import CollectionLayout
import TouchCore

/// One prepared section of a flow layout: its header, items and footer attributes and where it
/// starts and ends along the scroll axis.
///
/// The items are placed by CollectionLayout's `FlowLineFilling`, the rule the built-in scenes'
/// `FlowLayout` uses too; the headers and footers, which `FlowLayout` does not have, here.
struct UICollectionViewFlowSection {
  /// What the layout or its delegate says about a section.
  struct Metrics {
    var itemSizes: [CGSize]
    var inset: UIEdgeInsets
    var lineSpacing: CGFloat
    var interitemSpacing: CGFloat
    var headerSize: CGSize
    var footerSize: CGSize
  }

  var header: UICollectionViewLayoutAttributes?
  var items: [UICollectionViewLayoutAttributes] = []
  var footer: UICollectionViewLayoutAttributes?
  /// Where the header starts along the scroll axis (the section's start).
  var headerStart: CGFloat = 0
  /// Where the top (leading) inset starts: just after the header.
  var bodyStart: CGFloat = 0
  /// Where the bottom (trailing) inset ends: just before the footer.
  var bodyEnd: CGFloat = 0
  /// Where the footer starts.
  var footerStart: CGFloat = 0
  /// Where the section ends (after the footer).
  var end: CGFloat = 0
  /// The lines along the scroll axis, to find the items a rect meets without visiting them all.
  var lineIndex = UICollectionViewFlowLineIndex()

  typealias MakeAttributes = (UICollectionView.ElementCategory, String?, IndexPath) ->
    UICollectionViewLayoutAttributes

  /// Places section `section` starting at `start`, `crossExtent` wide across the scroll axis.
  static func build(
    section: Int, start: CGFloat, crossExtent: CGFloat, metrics: Metrics,
    geometry: UICollectionViewFlowGeometry, makeAttributes: MakeAttributes
  ) -> UICollectionViewFlowSection {
    var result = UICollectionViewFlowSection()
    var position = start
    result.headerStart = start
    let sectionPath = IndexPath(item: 0, section: section)
    let headerLength = finiteOrZero(geometry.main(metrics.headerSize))
    if headerLength > 0 {
      let header = makeAttributes(
        .supplementaryView, UICollectionView.elementKindSectionHeader, sectionPath)
      header.frame = geometry.rect(
        main: position, cross: 0, mainLength: headerLength, crossLength: crossExtent)
      result.header = header
      position += headerLength
    }
    result.bodyStart = position
    let filling = FlowLineFilling(
      scrollDirection: geometry.isHorizontal ? .horizontal : .vertical,
      lineLength: Double(crossExtent), sectionInset: finiteInsets(metrics.inset),
      interitemSpacing: Double(max(0, finiteOrZero(metrics.interitemSpacing))),
      lineSpacing: Double(finiteOrZero(metrics.lineSpacing)))
    let sizes = metrics.itemSizes
    let arrangement = filling.arrangement(of: sizes.map(Size2D.init), start: Double(position))
    result.items.reserveCapacity(sizes.count)
    for (item, size) in sizes.enumerated() {
      let origin = arrangement.origins[item]
      let attributes = makeAttributes(.cell, nil, IndexPath(item: item, section: section))
      attributes.frame = geometry.rect(
        main: CGFloat(origin.main), cross: CGFloat(origin.cross), mainLength: geometry.main(size),
        crossLength: geometry.cross(size))
      result.items.append(attributes)
    }
    for line in arrangement.lines {
      result.lineIndex.append(
        firstItem: line.items.lowerBound, start: CGFloat(line.start),
        end: CGFloat(line.start + line.thickness))
    }
    result.lineIndex.finish(itemCount: result.items.count)
    position = CGFloat(arrangement.end)
    result.bodyEnd = position
    result.footerStart = position
    let footerLength = finiteOrZero(geometry.main(metrics.footerSize))
    if footerLength > 0 {
      let footer = makeAttributes(
        .supplementaryView, UICollectionView.elementKindSectionFooter, sectionPath)
      footer.frame = geometry.rect(
        main: position, cross: 0, mainLength: footerLength, crossLength: crossExtent)
      result.footer = footer
      position += footerLength
    }
    result.end = position
    return result
  }

  /// `insets` with every non-finite side zero.
  private static func finiteInsets(_ insets: UIEdgeInsets) -> Insets {
    Insets(
      top: Double(finiteOrZero(insets.top)), left: Double(finiteOrZero(insets.left)),
      bottom: Double(finiteOrZero(insets.bottom)), right: Double(finiteOrZero(insets.right)))
  }
}
