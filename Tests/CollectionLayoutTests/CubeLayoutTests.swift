import CollectionLayout
import Testing
import TouchCore

private let matrixTolerance = 1e-12

private func preparedCube(offsetX: Double) -> CubeLayout {
  var cube = CubeLayout()
  cube.prepare(
    LayoutContext(bounds: Rect2D(x: offsetX, y: 0, width: 393, height: 852), itemCounts: [5]))
  return cube
}

private func page(_ cube: CubeLayout, _ item: Int) throws -> LayoutAttributes {
  try #require(cube.attributes(forItemAt: ItemIndexPath(item: item)))
}

@Suite struct CubeLayoutTests {
  /// p, sin(p · 60°), cos(p · 60°).
  @Test(arguments: [
    (0.5, 0.5, 0.75.squareRoot()), (-0.5, -0.5, 0.75.squareRoot()),
    (1.0, 0.75.squareRoot(), 0.5), (-1.0, -(0.75.squareRoot()), 0.5),
  ])
  func rotationIsSixtyDegreesPerPageWithPositivePerspective(progress: Double, s: Double, c: Double)
  {
    let t = preparedCube(offsetX: 0).transform(progress: progress)
    #expect(abs(t.m11 - c) <= matrixTolerance)
    #expect(abs(t.m13 - -s) <= matrixTolerance)
    #expect(abs(t.m31 - s) <= matrixTolerance)
    #expect(abs(t.m33 - c) <= matrixTolerance)
    #expect(abs(t.m14 - -s / 500) <= matrixTolerance)
    #expect(abs(t.m34 - c / 500) <= matrixTolerance)
  }

  @Test func halfwayTheLeavingPagePivotsOnItsRightEdgeAndTheArrivingPageFades() throws {
    let cube = preparedCube(offsetX: 196.5)
    let leaving = try page(cube, 0)
    let arriving = try page(cube, 1)
    #expect(leaving.customValues[.progress] == 0.5)
    #expect(leaving.anchorPoint == Point2D(x: 1, y: 0.5))
    #expect(leaving.alpha == 1)
    #expect(leaving.position == Point2D(x: 393, y: 426))
    #expect(arriving.customValues[.progress] == -0.5)
    #expect(arriving.anchorPoint == Point2D(x: 0, y: 0.5))
    #expect(arriving.alpha == 0.5)
    #expect(arriving.frame == Rect2D(x: 393, y: 0, width: 393, height: 852))
  }

  @Test func aFullPageAwayTheArrivingPageIsTransparentAndTheLeavingOneOpaque() throws {
    let cube = preparedCube(offsetX: 393)
    #expect(try page(cube, 0).customValues[.progress] == 1)
    #expect(try page(cube, 0).alpha == 1)
    #expect(try page(cube, 0).anchorPoint.x == 1)
    #expect(try page(cube, 2).customValues[.progress] == -1)
    #expect(try page(cube, 2).alpha == 0)
    #expect(try page(cube, 2).anchorPoint.x == 0)
  }
}
