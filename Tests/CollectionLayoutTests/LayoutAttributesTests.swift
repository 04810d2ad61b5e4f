import CollectionLayout
import Testing
import TouchCore

private let pointTolerance = 1e-9

@Suite struct LayoutAttributesTests {
  @Test func customValuesKeepNameOrderWhateverTheInsertionOrder() {
    var first = LayoutAttributes(forCellAt: ItemIndexPath(item: 0))
    first.parallaxValue = 0.5
    first.angle = 0.25
    var second = LayoutAttributes(forCellAt: ItemIndexPath(item: 0))
    second.angle = 0.25
    second.parallaxValue = 0.5
    #expect(first == second)
    #expect(first.customValues.map(\.name) == [.angle, .parallaxValue])
    second.customValues[.angle] = nil
    #expect(second.customValues.map(\.name) == [.parallaxValue])
  }

  @Test func customValuesAddReplaceAndRemoveInNameOrder() {
    var values = CustomValues()
    values[.progress] = 0.25
    #expect(values.map(\.name) == [.progress] && values.underestimatedCount == 1)
    values[.progress] = 0.5
    values[.angle] = 0.1
    values[.parallaxValue] = -1
    #expect(values.map(\.name) == [.angle, .parallaxValue, .progress])
    #expect(values.map(\.value) == [0.1, -1, 0.5])
    values[.angle] = nil  // the smallest name: the next one takes its place
    #expect(values.map(\.name) == [.parallaxValue, .progress])
    #expect(values[.progress] == 0.5 && values[.angle] == nil)
    values[.expanding] = 2
    values[.parallaxValue] = nil
    values[.progress] = nil
    #expect(values.map(\.name) == [.expanding] && values[.expanding] == 2)
    values[.expanding] = nil
    #expect(values.isEmpty && values == CustomValues() && values.underestimatedCount == 0)
    // The same values set in another order are equal and hash alike.
    var other = CustomValues()
    other[.expanding] = 2
    other[.angle] = 0.1
    values[.angle] = 0.1
    values[.expanding] = 2
    #expect(values == other && values.hashValue == other.hashValue)
  }

  @Test func customValuesTakePartInEquality() {
    let plain = LayoutAttributes(forCellAt: ItemIndexPath(item: 0))
    var tagged = plain
    tagged.parallaxValue = 0
    #expect(plain != tagged)
  }

  @Test func settingTheAffineTransformReplacesTheThreeDimensionalOne() {
    var attributes = LayoutAttributes(forCellAt: ItemIndexPath(item: 0))
    attributes.transform3D.m34 = 0.002
    attributes.transform = Transform2D(scaleX: 2, y: 2)
    #expect(attributes.transform3D == Transform3D(Transform2D(scaleX: 2, y: 2)))
  }

  @Test func boundingFrameScalesAboutTheCentre() {
    var attributes = LayoutAttributes(
      forCellAt: ItemIndexPath(item: 0), frame: Rect2D(x: 0, y: 0, width: 100, height: 50))
    attributes.transform = Transform2D(scaleX: 0.5, y: 0.5)
    let box = attributes.boundingFrame
    #expect(abs(box.minX - 25) <= pointTolerance)
    #expect(abs(box.minY - 12.5) <= pointTolerance)
    #expect(abs(box.width - 50) <= pointTolerance)
  }

  @Test func boundingFrameRotatesAboutTheAnchorPoint() {
    // A quarter turn about the bottom-left corner (y down) stands a 100 × 50 box below it.
    var attributes = LayoutAttributes(
      forCellAt: ItemIndexPath(item: 0), frame: Rect2D(x: 0, y: 0, width: 100, height: 50))
    attributes.anchorPoint = Point2D(x: 0, y: 1)
    attributes.transform = Transform2D(rotationAngle: Double.pi / 2)
    let box = attributes.boundingFrame
    #expect(abs(box.minX - 0) <= pointTolerance)
    #expect(abs(box.minY - 50) <= pointTolerance)
    #expect(abs(box.width - 50) <= pointTolerance)
    #expect(abs(box.height - 100) <= pointTolerance)
  }
}
