import CollectionLayout
import HapticTapeTestSupport
import Testing
import TouchCore

/// Offsets and targets are compared with the scrollable range after float arithmetic.
private let rangeTolerance = 1e-6

/// Random bounds, counts, offsets and query rects for one seed.
private struct Scenario {
  var rng: SplitMix64

  init(seed: UInt64) { rng = SplitMix64(seed: seed) }

  mutating func size(
    width: ClosedRange<Double> = 200...900, height: ClosedRange<Double> = 400...1_000
  ) -> Size2D {
    Size2D(
      width: Double.random(in: width, using: &rng), height: Double.random(in: height, using: &rng))
  }

  mutating func count() -> Int { Int.random(in: 0...300, using: &rng) }

  mutating func value(in range: ClosedRange<Double>) -> Double {
    Double.random(in: range, using: &rng)
  }

  /// A rect near the content, sometimes huge, sometimes empty.
  mutating func rect(around content: Size2D) -> Rect2D {
    let x = value(in: -500...(content.width + 500))
    let y = value(in: -500...(content.height + 500))
    switch Int.random(in: 0..<6, using: &rng) {
    case 0: return Rect2D(x: x, y: y, width: 0, height: value(in: 0...400))
    case 1: return Rect2D(x: -1e5, y: -1e5, width: 3e5, height: 3e5)
    default: return Rect2D(x: x, y: y, width: value(in: 1...900), height: value(in: 1...900))
    }
  }
}

private let seeds: [UInt64] = Array(1...12)

private func all(_ layout: some CollectionViewLayout, count: Int) -> [LayoutAttributes] {
  (0..<count).compactMap { layout.attributes(forItemAt: ItemIndexPath(item: $0)) }
}

private func within(_ value: Double, _ range: ClosedRange<Double>) -> Bool {
  value >= range.lowerBound - rangeTolerance && value <= range.upperBound + rangeTolerance
}

@Suite struct LayoutPropertyTests {
  @Test(arguments: seeds)
  func tableRectQueryEqualsFilteringEveryRow(seed: UInt64) {
    var scenario = Scenario(seed: seed)
    let count = scenario.count()
    var table = TableLayout(itemSize: Size2D(width: 150, height: scenario.value(in: 20...400)))
    table.prepare(
      LayoutContext(bounds: Rect2D(origin: .zero, size: scenario.size()), itemCounts: [count]))
    for _ in 0..<20 {
      let rect = scenario.rect(around: table.contentSize)
      #expect(
        table.attributes(in: rect) == all(table, count: count).filter { $0.frame.intersects(rect) })
    }
  }

  @Test(arguments: seeds)
  func pizzaRectQueryEqualsFilteringEveryRow(seed: UInt64) {
    var scenario = Scenario(seed: seed)
    let count = scenario.count()
    let size = scenario.size()
    for style in PizzaHalfSelectorLayout.Style.allCases {
      var layout = PizzaHalfSelectorLayout(
        orientation: seed.isMultiple(of: 2) ? .left : .right, style: style)
      let offset = Point2D(x: 0, y: scenario.value(in: -600...(Double(count) * 300 + 600)))
      layout.prepare(
        LayoutContext(
          bounds: Rect2D(origin: offset, size: size),
          contentInset: PizzaHalfSelectorLayout.contentInset(
            boundsHeight: size.height, pizzaSize: 300),
          itemCounts: [count]))
      for _ in 0..<20 {
        let rect = scenario.rect(around: layout.contentSize)
        let rows = (0..<count).filter {
          layout.table.cache.defaultCellFrame(atRow: $0).intersects(rect)
        }
        let expected =
          rows.map { layout.cellAttributes(atRow: $0) }
          + rows.map { layout.headerAttributes(atRow: $0) }.filter { $0.alpha > 0 }
        #expect(layout.attributes(in: rect) == expected)
      }
    }
  }

  @Test(arguments: seeds)
  func flowRectQueryEqualsFilteringEveryItem(seed: UInt64) {
    var scenario = Scenario(seed: seed)
    var flow = FlowLayout(
      scrollDirection: seed.isMultiple(of: 2) ? .vertical : .horizontal,
      itemSize: Size2D(width: scenario.value(in: 10...300), height: scenario.value(in: 10...300)))
    flow.minimumLineSpacing = scenario.value(in: 0...20)
    flow.minimumInteritemSpacing = scenario.value(in: 0...20)
    flow.sectionInset = Insets(top: 3, left: 5, bottom: 7, right: 11)
    let counts = [scenario.count(), scenario.count() / 3, 0, scenario.count() / 7]
    flow.prepare(
      LayoutContext(
        bounds: Rect2D(origin: .zero, size: scenario.size()), itemCounts: counts,
        layoutDirection: seed.isMultiple(of: 3) ? .rightToLeft : .leftToRight))
    let everything = counts.indices.flatMap { section in
      (0..<counts[section]).compactMap {
        flow.attributes(forItemAt: ItemIndexPath(item: $0, section: section))
      }
    }
    for _ in 0..<20 {
      let rect = scenario.rect(around: flow.contentSize)
      #expect(flow.attributes(in: rect) == everything.filter { $0.frame.intersects(rect) })
    }
  }

  @Test(arguments: seeds)
  func wheelProducesExactlyTheCardsWithinOneItemOfTheWedge(seed: UInt64) {
    var scenario = Scenario(seed: seed)
    let count = scenario.count()
    var wheel = CircularLayout()
    let size = scenario.size()
    let offset = scenario.value(in: -300...(Double(count) * 133 + 300))
    wheel.prepare(
      LayoutContext(
        bounds: Rect2D(origin: Point2D(x: offset, y: 0), size: size), itemCounts: [count]))
    let limit = wheel.visibleHalfAngle + wheel.anglePerItem
    let expected = all(wheel, count: count).filter { abs($0.angle ?? .infinity) < limit }
    #expect(wheel.attributes(in: scenario.rect(around: wheel.contentSize)) == expected)
  }

  @Test(arguments: seeds)
  func pagedLayoutsRectQueryEqualsFilteringEveryPage(seed: UInt64) {
    var scenario = Scenario(seed: seed)
    let count = scenario.count()
    let size = scenario.size()
    let bounds = Rect2D(
      origin: Point2D(x: scenario.value(in: -500...(Double(count) * size.width)), y: 0), size: size)
    var cube = CubeLayout()
    cube.prepare(LayoutContext(bounds: bounds, itemCounts: [count]))
    var preview = PreviewParallaxLayout()
    preview.prepare(LayoutContext(bounds: bounds, itemCounts: [count]))
    for _ in 0..<20 {
      let rect = scenario.rect(around: cube.contentSize)
      #expect(
        cube.attributes(in: rect) == all(cube, count: count).filter { $0.frame.intersects(rect) })
      let pages = preview.attributes(in: rect)
      let plain = all(preview, count: count).filter { $0.frame.intersects(rect) }
      #expect(pages.map(\.frame) == plain.map(\.frame))
      for page in pages {
        let relative = ((page.center.x - bounds.minX) - size.width / 2) / size.width
        #expect(page.parallaxValue == (abs(relative) < 1 ? relative : nil))
      }
    }
  }

  @Test(arguments: seeds)
  func thumbnailRectQueryEqualsTheSeedsQuadraticAlgorithm(seed: UInt64) {
    var scenario = Scenario(seed: seed)
    let count = scenario.count()
    let size = scenario.size(width: 300...900, height: 40...120)
    var strip = ThumbnailLayout(aspectRatios: (0..<count).map { _ in scenario.value(in: 0.2...5) })
    strip.expandingRate = scenario.value(in: 0...1)
    for _ in 0..<Int.random(in: 0...4, using: &scenario.rng) where count > 0 {
      let item = Int.random(in: 0..<count, using: &scenario.rng)
      strip.updates[item] = ThumbnailCellUpdate.expand(scenario.value(in: 0...1))
        .then(.collapse(scenario.value(in: 0...1)))
        .then(
          .delete(scenario.value(in: 0...1), direction: seed.isMultiple(of: 2) ? .left : .right))
    }
    let offset = Point2D(
      x: scenario.value(in: -400...(Double(count) * size.height / 2 + 400)), y: 0)
    strip.prepare(
      LayoutContext(
        bounds: Rect2D(origin: offset, size: size),
        contentInset: ThumbnailLayout.contentInset(boundsSize: size), itemCounts: [count]))
    // The seed: every cell's shift sums over every other cell.
    let states = (0..<count).map { strip.cellState(at: $0) }
    let everything = states.map { state -> LayoutAttributes in
      var translation = 0.0
      for other in states {
        if state.item < other.item { translation -= other.leftShift }
        if state.item > other.item { translation += other.rightShift }
      }
      return state.attributes(translationX: translation)
    }
    for _ in 0..<20 {
      let rect = scenario.rect(around: strip.contentSize)
      // Zero shifts add exactly nothing, so summing over the shifting cells only is bit-exact.
      #expect(strip.attributes(in: rect) == everything.filter { $0.boundingFrame.intersects(rect) })
    }
  }

  @Test(arguments: seeds)
  func snappingTargetsStayWithinTheScrollableRange(seed: UInt64) {
    var scenario = Scenario(seed: seed)
    let count = Swift.max(2, scenario.count())
    let size = scenario.size()
    var layouts: [(any CollectionViewLayout, Insets)] = []
    layouts.append(
      (
        PizzaHalfSelectorLayout(orientation: .left),
        PizzaHalfSelectorLayout.contentInset(boundsHeight: size.height, pizzaSize: 300)
      ))
    layouts.append(
      (
        PizzaHalfSelectorLayout(orientation: .right, style: .drum),
        PizzaHalfSelectorLayout.contentInset(boundsHeight: size.height, pizzaSize: 300)
      ))
    layouts.append((CircularLayout(), .zero))
    layouts.append((TableLayout(itemSize: Size2D(width: 150, height: 300)), .zero))
    var grid = FlowLayout(scrollDirection: .vertical, itemSize: Size2D(width: 100, height: 100))
    grid.snapsToCenter = true
    layouts.append((grid, Insets(top: 20, left: 0, bottom: 30, right: 0)))
    layouts.append((PreviewParallaxLayout(), .zero))
    layouts.append((CubeLayout(), .zero))
    layouts.append(
      (ThumbnailLayout(aspectRatios: [1.5, 0.75]), ThumbnailLayout.contentInset(boundsSize: size)))
    let row = SecretOfferRow()
    layouts.append(
      (
        row.makeLayout(boundsSize: size),
        row.contentInset(boundsWidth: size.width, isSecretHidden: true)
      ))
    for (layout, inset) in layouts {
      var layout = layout
      var context = LayoutContext(
        bounds: Rect2D(origin: .zero, size: size), contentInset: inset, itemCounts: [count])
      layout.prepare(context)
      let range = context.contentOffsetRange(contentSize: layout.contentSize)
      #expect(layout.contentSize.width >= 0 && layout.contentSize.height >= 0)
      for _ in 0..<20 {
        context.contentOffset = Point2D(
          x: scenario.value(in: range.x), y: scenario.value(in: range.y))
        layout.prepare(context)
        let proposed = Point2D(x: scenario.value(in: range.x), y: scenario.value(in: range.y))
        let velocity = Vector2D(dx: scenario.value(in: -3...3), dy: scenario.value(in: -3...3))
        let target = layout.targetContentOffset(proposed: proposed, velocity: velocity)
          .targetContentOffset
        #expect(within(target.x, range.x), "\(type(of: layout)) x \(target.x) outside \(range.x)")
        #expect(within(target.y, range.y), "\(type(of: layout)) y \(target.y) outside \(range.y)")
      }
    }
  }
}
