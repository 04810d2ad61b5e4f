import Testing
import UIKit

/// Sines and cosines of a right angle are exact to within one ulp.
private let transformTolerance: CGFloat = 1e-15

/// Attributes with one more property, written as UIKit's documentation asks of a subclass.
private final class TaggedAttributes: UICollectionViewLayoutAttributes {
  var tag = 0

  override func copy(with zone: NSZone? = nil) -> Any {
    guard let copy = super.copy(with: zone) as? TaggedAttributes else { return super.copy() }
    copy.tag = tag
    return copy
  }

  override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? TaggedAttributes, other.tag == tag else { return false }
    return super.isEqual(object)
  }
}

@Suite("UICollectionViewLayoutAttributes: geometry, copies and equality")
struct CollectionLayoutAttributesTests {
  @Test("the frame is size about the centre, and setting it sets both")
  func frameCenterSize() {
    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 3, section: 1))
    attributes.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
    #expect(attributes.center == CGPoint(x: 60, y: 45))
    #expect(attributes.size == CGSize(width: 100, height: 50))
    #expect(attributes.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    attributes.size = CGSize(width: 40, height: 10)
    #expect(attributes.frame == CGRect(x: 40, y: 40, width: 40, height: 10))
    // The transform does not enter the frame, as in UIKit.
    attributes.transform = CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0)
    #expect(attributes.frame == CGRect(x: 40, y: 40, width: 40, height: 10))
    #expect(attributes.indexPath == IndexPath(item: 3, section: 1))
    #expect(attributes.representedElementCategory == .cell)
    #expect(attributes.representedElementKind == nil)
  }

  @Test("transform and transform3D are one value")
  func transformsInStep() {
    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    let quarterTurn = CGFloat.pi / 2
    attributes.transform = CGAffineTransform(
      a: cos(quarterTurn), b: sin(quarterTurn), c: -sin(quarterTurn), d: cos(quarterTurn), tx: 5,
      ty: 7)
    let matrix = attributes.transform3D
    #expect(abs(matrix.m11) <= transformTolerance)
    #expect(matrix.m12 == 1)
    #expect(matrix.m21 == -1)
    #expect(matrix.m33 == 1 && matrix.m44 == 1)
    #expect(matrix.m41 == 5 && matrix.m42 == 7)
    var perspective = CATransform3DIdentity
    perspective.m34 = -1.0 / 500
    perspective.m41 = 12
    attributes.transform3D = perspective
    #expect(attributes.transform == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 12, ty: 0))
    #expect(attributes.transform3D.m34 == -1.0 / 500)
  }

  @Test("a copy is equal and independent")
  func copyIsEqual() throws {
    let attributes = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      with: IndexPath(item: 0, section: 2))
    attributes.frame = CGRect(x: 0, y: 0, width: 393, height: 40)
    attributes.alpha = 0.5
    attributes.zIndex = 7
    let copy = try #require(attributes.copy() as? UICollectionViewLayoutAttributes)
    #expect(copy !== attributes)
    #expect(copy.isEqual(attributes))
    #expect(copy.hash == attributes.hash)
    #expect(copy.representedElementCategory == .supplementaryView)
    #expect(copy.representedElementKind == UICollectionView.elementKindSectionHeader)
    copy.alpha = 1
    #expect(!copy.isEqual(attributes))
    #expect(attributes.alpha == 0.5)
  }

  @Test("a subclass copies as itself, and its own property counts for equality")
  func subclassCopies() throws {
    let attributes = TaggedAttributes(forCellWith: IndexPath(item: 1, section: 0))
    attributes.tag = 42
    attributes.center = CGPoint(x: 3, y: 4)
    let copy = try #require(attributes.copy() as? TaggedAttributes)
    #expect(copy.tag == 42)
    #expect(copy.center == CGPoint(x: 3, y: 4))
    #expect(copy.isEqual(attributes))
    copy.tag = 43
    #expect(!copy.isEqual(attributes))
    let plain = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 1, section: 0))
    plain.center = CGPoint(x: 3, y: 4)
    #expect(!plain.isEqual(attributes))
  }

  @Test("decoration attributes carry their kind")
  func decoration() {
    let attributes = UICollectionViewLayoutAttributes(
      forDecorationViewOfKind: "shelf", with: IndexPath(item: 0, section: 4))
    #expect(attributes.representedElementCategory == .decorationView)
    #expect(attributes.representedElementKind == "shelf")
    #expect(attributes.indexPath.section == 4)
  }

  @Test("equality holds however the other attributes are typed: own class, base, NSObject, nested")
  func equalityWhateverTheArgumentsType() throws {
    let tagged = TaggedAttributes(forCellWith: IndexPath(item: 1, section: 0))
    tagged.tag = 3
    tagged.alpha = 0.5
    let copy = try #require(tagged.copy() as? TaggedAttributes)
    #expect(copy.tag == 3 && copy.alpha == 0.5)
    #expect(tagged.isEqual(copy))
    #expect(tagged.isEqual(copy as UICollectionViewLayoutAttributes))
    #expect(tagged.isEqual(copy as NSObject))
    #expect(tagged.isEqual(Optional(Optional(copy)) as Any))
    #expect(!tagged.isEqual("attributes"))
    #expect(!tagged.isEqual(nil))
    let plain = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 1, section: 0))
    plain.alpha = 0.5
    let plainCopy = try #require(plain.copy() as? UICollectionViewLayoutAttributes)
    #expect(plain.isEqual(plainCopy as NSObject))
    #expect(plain.isEqual(Optional(Optional(plainCopy)) as Any))
    // Same values, different classes.
    #expect(!plain.isEqual(copy as UICollectionViewLayoutAttributes))
    copy.alpha = 1
    #expect(!tagged.isEqual(copy as NSObject))
  }
}
