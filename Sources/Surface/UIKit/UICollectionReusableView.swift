/// A view a collection view creates from a registered class and reuses: the base of cells and of
/// supplementary views (headers and footers).
///
/// The collection view sets the view's ``UIView/center``, bounds size, `layer.transform`,
/// ``UIView/alpha``, `layer.zPosition` (the attributes' `zIndex`) and ``UIView/isHidden`` from
/// the layout attributes, then calls ``apply(_:)`` — only when the attributes differ
/// (``UICollectionViewLayoutAttributes/isEqual(_:)``) from those last applied, as UIKit does.
open class UICollectionReusableView: UIView {
  /// The identifier the view was registered and dequeued with; `nil` for a view the app created
  /// itself.
  open internal(set) var reuseIdentifier: String?
  // `@exclusivity(unchecked)`: read or set for every view or element on every frame; the run-time
  // exclusivity check cost more than the access (no access to these overlaps another).
  /// The attributes last applied, compared with new ones before applying again.
  @exclusivity(unchecked) var appliedAttributes: UICollectionViewLayoutAttributes?
  /// The layout's attributes ``appliedAttributes`` was last found equal to, with both change
  /// counts then.
  ///
  /// While neither count changed they are still equal, found without comparing each property
  /// (attributes of the base class have no other state; a subclass's are always compared). A
  /// fresh copy of the same attributes put in its place is equal to them too.
  @exclusivity(unchecked) private var appliedSource:
    (attributes: UICollectionViewLayoutAttributes, changes: UInt, appliedChanges: UInt)?
  /// The element the collection view keeps this view on screen for; nil off screen (see
  /// ``ViewsByPosition``).
  @exclusivity(unchecked) var shownElement: ShownElement?

  /// A view with `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Storyboards are not supported headless; returns nil.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Creates a view of a registered class for the collection view.
  ///
  /// > Note: Not a UIKit API. Swift can only create an instance of a class known at run time
  /// > through a `required` initializer; this one forwards to ``init(frame:)``, so an app's
  /// > subclass that overrides `init(frame:)` (and `init?(coder:)`) or declares no initializer
  /// > inherits it and is created as on iOS.
  public required convenience init(reusableFrame frame: CGRect) {
    self.init(frame: frame)
  }

  /// Resets the view before the collection view hands it out again; the default does nothing.
  open func prepareForReuse() {}

  /// Applies layout-specific attributes (a subclass's own properties); the collection view has
  /// already set the geometry.
  ///
  /// The default does nothing.
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

  /// The attributes the view would like (self-sizing).
  ///
  /// The default returns `layoutAttributes` (ours: it does not fit the content with Auto
  /// Layout). The collection view asks a cell each time it gives it new attributes; a layout
  /// that invalidates itself for the answer
  /// (``UICollectionViewLayout/shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)``)
  /// lays out again.
  open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
    -> UICollectionViewLayoutAttributes
  {
    layoutAttributes
  }

  /// Called before the view moves between layouts (inert).
  open func willTransition(
    from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout
  ) {}

  /// Called after the view moved between layouts (inert).
  open func didTransition(
    from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout
  ) {}

  /// Sets the view's geometry from `attributes`, then calls ``apply(_:)``, unless they equal the
  /// attributes last applied; returns whether they were applied.
  @discardableResult
  func applyIfChanged(_ attributes: UICollectionViewLayoutAttributes) -> Bool {
    if let applied = appliedAttributes {
      // A flow layout hands back the same attributes on most frames of a scroll. Noted once
      // found equal: attributes changed on every pass are never noted, at no cost.
      if let source = appliedSource, source.attributes === attributes,
        source.changes == attributes.changes, source.appliedChanges == applied.changes
      {
        return false
      }
      if applied.isEqualForDisplay(attributes) {
        noteSource(attributes, of: applied)
        return false
      }
    }
    if appliedSource != nil { appliedSource = nil }
    // The copy kept is refilled when nothing else holds it and both are of the base class: a
    // copy made and another freed for every changed element of every frame cost more than the
    // rest of applying them.
    if attributes.isOfBaseClass, isKnownUniquelyReferenced(&appliedAttributes),
      let applied = appliedAttributes, applied.isOfBaseClass
    {
      attributes.copyValues(into: applied)
    } else {
      appliedAttributes = attributes.copiedForDisplay()
    }
    var newBounds = bounds
    newBounds.size = attributes.size
    bounds = newBounds
    center = attributes.center
    layer.transform = attributes.transform3D
    alpha = attributes.alpha
    layer.zPosition = CGFloat(attributes.zIndex)
    isHidden = attributes.isHidden
    apply(attributes)
    return true
  }

  /// Notes that `applied` equals `attributes` now, when both are of the base class.
  private func noteSource(
    _ attributes: UICollectionViewLayoutAttributes, of applied: UICollectionViewLayoutAttributes
  ) {
    guard attributes.isOfBaseClass, applied.isOfBaseClass else { return }
    appliedSource = (attributes, attributes.changes, applied.changes)
  }
}
