/// Where a layout puts one element of a collection view (a cell, a supplementary or a
/// decoration view) and how it looks there: position, size, transform, opacity and stacking.
///
/// As in UIKit, ``frame`` is derived from ``center`` and ``size`` and ignores ``transform3D``,
/// and ``transform`` and ``transform3D`` are one value seen two ways. A layout that needs more
/// state subclasses this class, overrides ``copy(with:)`` and ``isEqual(_:)``, and returns the
/// subclass from ``UICollectionViewLayout/layoutAttributesClass``:
///
/// ```swift
/// final class CircularAttributes: UICollectionViewLayoutAttributes {
///   var angle: CGFloat = 0
///   override func copy(with zone: NSZone? = nil) -> Any {
///     let copy = super.copy(with: zone) as! CircularAttributes
///     copy.angle = angle
///     return copy
///   }
/// }
/// ```
///
/// > Note: ``copy(with:)`` creates the copy through ``init(madeByLayout:)``, which forwards to
/// > `init()`: a subclass that declares no initializer, as layout attributes subclasses usually
/// > do, or overrides `init()`, is copied as on iOS.
///
/// Values are stored as the app sets them; a NaN or infinite frame is reported by the collection
/// view that consumes it, naming the layout and the call.
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
  // The geometry is read many times per element per frame: `@exclusivity(unchecked)` drops the
  // run-time exclusivity check on these plain values (a fifth of a hosted replay's instructions),
  // as UIKit's own Objective-C properties have none.
  /// The centre of the element, in the collection view's content coordinates.
  @exclusivity(unchecked) open var center: CGPoint = .zero {
    didSet { changes &+= 1 }
  }
  /// The size of the element, in points.
  @exclusivity(unchecked) open var size: CGSize = .zero {
    didSet { changes &+= 1 }
  }
  /// The 3D transform applied about the element's centre; setting it also sets ``transform``.
  @exclusivity(unchecked) open var transform3D: CATransform3D = CATransform3DIdentity {
    didSet { changes &+= 1 }
  }
  /// Opacity from 0 (transparent) to 1.
  @exclusivity(unchecked) open var alpha: CGFloat = 1 {
    didSet { changes &+= 1 }
  }
  /// The stacking order: elements with a greater value are shown above those with a smaller.
  @exclusivity(unchecked) open var zIndex = 0 {
    didSet { changes &+= 1 }
  }
  /// Whether the element is hidden (the collection view still creates it).
  @exclusivity(unchecked) open var isHidden = false {
    didSet { changes &+= 1 }
  }
  /// The element's index path.
  @exclusivity(unchecked) open var indexPath = UICollectionViewLayoutAttributes.firstItem {
    didSet { changes &+= 1 }
  }
  /// Counts the changes to the values above, so a layout sample can tell the attributes it
  /// recorded are unchanged without reading them.
  @exclusivity(unchecked) final var changes: UInt = 0
  /// Whether the attributes describe a cell, a supplementary view or a decoration view.
  open var representedElementCategory: UICollectionView.ElementCategory { category }
  /// The kind of supplementary or decoration view (such as
  /// ``UICollectionView/elementKindSectionHeader``), or `nil` for a cell.
  open var representedElementKind: String? { kind }

  /// The stored category (UIKit's property is read-only; layouts set it through the inits).
  @exclusivity(unchecked) var category = UICollectionView.ElementCategory.cell
  /// The stored kind.
  @exclusivity(unchecked) var kind: String?
  /// `[0, 0]`, made once: `IndexPath(item:section:)` builds an array each time, and every
  /// attributes object (every element of every frame, and every copy) starts from it.
  private static let firstItem = IndexPath(item: 0, section: 0)

  /// Attributes for a cell at index path `[0, 0]`.
  public override init() {
    super.init()
  }

  /// Attributes of a class known at run time: the layout's
  /// ``UICollectionViewLayout/layoutAttributesClass``, or the class being copied.
  ///
  /// > Note: Not a UIKit API. Swift can only create an instance of a class known at run time
  /// > through a `required` initializer; this one forwards to `init()`, so an app's subclass
  /// > that overrides `init()` or declares no initializer inherits it and is created as on iOS.
  public required convenience init(madeByLayout: Void) {
    self.init()
  }

  /// Attributes for the cell at `indexPath`.
  public convenience init(forCellWith indexPath: IndexPath) {
    self.init()
    self.indexPath = indexPath
  }

  /// Attributes for the supplementary view of `elementKind` at `indexPath`.
  public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath)
  {
    self.init()
    self.indexPath = indexPath
    category = .supplementaryView
    kind = elementKind
  }

  /// Attributes for the decoration view of `decorationViewKind` at `indexPath`.
  public convenience init(
    forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath
  ) {
    self.init()
    self.indexPath = indexPath
    category = .decorationView
    kind = decorationViewKind
  }

  // MARK: - Derived geometry

  /// The element's rectangle in the collection view's content: ``size`` about ``center``.
  ///
  /// The transform is not applied, as in UIKit. Setting it sets ``center`` and ``size``.
  open var frame: CGRect {
    get {
      CGRect(
        x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width,
        height: size.height)
    }
    set {
      size = newValue.size
      center = CGPoint(
        x: newValue.origin.x + newValue.size.width / 2,
        y: newValue.origin.y + newValue.size.height / 2)
    }
  }

  /// The element's own coordinate space: origin zero, ``size``.
  ///
  /// Setting it sets ``size`` only (ours: the origin of a cell's bounds is not part of what
  /// UIKit applies).
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: size) }
    set { size = newValue.size }
  }

  /// The affine transform applied about the element's centre: the affine part of
  /// ``transform3D``.
  ///
  /// Setting it replaces ``transform3D`` with the affine transform in 3D.
  open var transform: CGAffineTransform {
    get { HeadlessGeometry.affine(of: transform3D) }
    set { transform3D = HeadlessGeometry.transform3D(newValue) }
  }

  // MARK: - Copying and equality

  /// A copy of the same class with every property copied; a subclass overrides this to copy
  /// its own properties after calling `super`.
  open func copy(with zone: NSZone? = nil) -> Any {
    copyValues(into: type(of: self).init(madeByLayout: ()))
  }

  /// Whether the attributes are of this class itself, not an app's subclass: all their state is
  /// then this class's properties, so they are copied and compared as values.
  final var isOfBaseClass: Bool { type(of: self) == UICollectionViewLayoutAttributes.self }

  /// `copy` with every property of this class set from these attributes.
  @discardableResult
  func copyValues(into copy: UICollectionViewLayoutAttributes)
    -> UICollectionViewLayoutAttributes
  {
    copy.center = center
    copy.size = size
    copy.transform3D = transform3D
    copy.alpha = alpha
    copy.zIndex = zIndex
    copy.isHidden = isHidden
    copy.indexPath = indexPath
    copy.category = category
    copy.kind = kind
    return copy
  }

  /// Whether `object` is attributes of the same class with the same values; a subclass
  /// overrides this to compare its own properties too.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let object, let other = attributes(in: object), type(of: other) == type(of: self)
    else { return false }
    return hasSameValues(as: other)
  }

  /// Whether this class's properties are equal in both.
  private func hasSameValues(as other: UICollectionViewLayoutAttributes) -> Bool {
    other.center == center && other.size == size
      && CATransform3DEqualToTransform(other.transform3D, transform3D)
      && other.alpha == alpha && other.zIndex == zIndex && other.isHidden == isHidden
      && other.indexPath == indexPath && other.category == category && other.kind == kind
  }

  // The collection view copies and compares the attributes of every element it shows on every
  // frame. Attributes of this class itself (no subclass to override `copy(with:)` or
  // `isEqual(_:)`) are copied and compared directly: through `Any`, each copy and comparison
  // cast back from it (each cast cost about 130 instructions).

  /// A copy, as ``copy(with:)`` makes it; nil when a subclass's copy is not attributes.
  func copiedForDisplay() -> UICollectionViewLayoutAttributes? {
    if isOfBaseClass {
      return copyValues(into: UICollectionViewLayoutAttributes())
    }
    return attributes(in: copy(with: nil))
  }

  /// `value` as attributes: read directly when it holds a reference typed as this class or as
  /// `UICollectionViewLayoutAttributes` (as a subclass's `copy(with:)`, and an `isEqual(_:)`
  /// override passing its argument on, hand them over), cast otherwise.
  ///
  /// A cast from `Any` cost about 130 instructions, on every copy and every comparison of
  /// every element of every frame; opening the `Any` and comparing its type costs a few.
  private func attributes(in value: Any) -> UICollectionViewLayoutAttributes? {
    let ownType = ObjectIdentifier(type(of: self))
    let baseType = ObjectIdentifier(UICollectionViewLayoutAttributes.self)
    func open<Held>(_ held: Held) -> UICollectionViewLayoutAttributes? {
      let heldType = ObjectIdentifier(Held.self)
      guard heldType == ownType || heldType == baseType else {
        return held as? UICollectionViewLayoutAttributes
      }
      // `Held` is this class or UICollectionViewLayoutAttributes itself: a reference to
      // attributes, laid out as an optional reference is.
      return unsafeBitCast(held, to: UICollectionViewLayoutAttributes?.self)
    }
    return _openExistential(value, do: open)
  }

  /// Whether `other` is equal to these attributes, as ``isEqual(_:)`` says.
  func isEqualForDisplay(_ other: UICollectionViewLayoutAttributes) -> Bool {
    if isOfBaseClass, other.isOfBaseClass {
      return hasSameValues(as: other)
    }
    return isEqual(other)
  }

  /// A hash of the index path and element kind (equal attributes share them).
  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(indexPath)
    hasher.combine(category)
    hasher.combine(kind)
    return hasher.finalize()
  }

  /// The class, index path, kind, frame, alpha and zIndex, for logs.
  open override var description: String {
    let what = kind.map { "\(category) \($0)" } ?? "\(category)"
    return
      "<\(type(of: self)) \(what) indexPath: [\(indexPath.section), \(indexPath.item)] frame: "
      + "\(frame) alpha: \(alpha) zIndex: \(zIndex)>"
  }
}
