import TouchCore

/// The geometry of the secret-offer promo row: a horizontal flow of cards that snaps the nearest
/// card to the centre, whose last (secret) card hides behind a negative right content inset
/// until pulled into view (seed 001; docs/seed-screens.md#secret-offer).
///
/// ```swift
/// let row = SecretOfferRow()
/// var layout = row.makeLayout(boundsSize: Size2D(width: 393, height: 180))
/// let inset = row.contentInset(boundsWidth: 393, isSecretHidden: true)   // right −337
/// ```
public struct SecretOfferRow: Hashable, Sendable {
  /// Spacing between cards, in points.
  public var lineSpacing = 8.0  // source: seed 001 (line spacing 8)
  // source: seed 001 (content inset left 4 / right 12; docs/seed-screens.md#secret-offer)
  /// The collection's standard content inset, in points.
  public var standardContentInset = Insets(top: 0, left: 4, bottom: 0, right: 12)
  // source: ours (section inset 12 / 12; docs/seed-screens.md#secret-offer)
  /// The section inset, in points.
  public var sectionInset = Insets(top: 0, left: 12, bottom: 0, right: 12)
  /// The card height, in points.
  public var cardHeight = 180.0  // source: ours (docs/seed-screens.md#secret-offer)

  /// Creates the row geometry with the seed's values and ours.
  public init() {}

  /// Everything around a card across the row: content and section insets on both sides (40 pt).
  public var cellHorizontalInsets: Double {
    standardContentInset.horizontal + sectionInset.horizontal
  }

  /// A card's width, `W − cellHorizontalInsets`; the secret card has the same width.
  public func cardWidth(boundsWidth: Double) -> Double {
    boundsWidth - cellHorizontalInsets
  }

  /// How much of the hidden secret card peeks in: `(cellHorizontalInsets − lineSpacing)/2`.
  public var cellVisiblePart: Double { (cellHorizontalInsets - lineSpacing) / 2 }

  /// The content inset: standard, or, while the secret card is hidden, with
  /// `right = −(secretOfferWidth − cellVisiblePart)` so pulling past the end rubber-bands it in.
  public func contentInset(boundsWidth: Double, isSecretHidden: Bool) -> Insets {
    guard isSecretHidden else { return standardContentInset }
    var inset = standardContentInset
    inset.right = -(cardWidth(boundsWidth: boundsWidth) - cellVisiblePart)
    return inset
  }

  /// The row's flow layout: horizontal, cards `(W − 40) × cardHeight`, centre snapping.
  public func makeLayout(boundsSize: Size2D) -> FlowLayout {
    var layout = FlowLayout(
      scrollDirection: .horizontal,
      itemSize: Size2D(width: cardWidth(boundsWidth: boundsSize.width), height: cardHeight))
    layout.minimumLineSpacing = lineSpacing
    layout.sectionInset = sectionInset
    layout.snapsToCenter = true  // source: seed 001 ("centres cells after scroll")
    return layout
  }
}
