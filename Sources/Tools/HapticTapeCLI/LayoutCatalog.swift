import HapticTape

/// The layouts `haptictape layout` can show, each set up as its seed screen sets it up.
enum LayoutCatalog {
  /// The layout names, in the order `--help` lists them.
  static let names = [
    "flow", "table", "pizza-halves", "pizza-halves-drum", "spinning-wheel", "photos-preview",
    "photos-thumbnails", "cube", "secret-offer",
  ]

  // source: ours (docs/seed-screens.md#photos: a fixed list mixing 0.5…2.0)
  /// Aspect ratios of the thumbnail strip's photos, repeated for longer strips.
  static let thumbnailAspectRatios = [1.5, 0.75, 1.0, 2.0, 0.5, 1.25]

  /// Item size of the plain `flow` layout, in points.
  static let flowItemSize = Size2D(width: 100, height: 100)  // source: ours

  /// The attributes of the elements visible in bounds of `size` at `offset`, for `count` items.
  ///
  /// - Throws: ``CommandFailure`` for an unknown name.
  static func visibleAttributes(
    name: String, size: Size2D, offset: Point2D, count: Int, side: PizzaHalfOrientation
  ) throws -> [LayoutAttributes] {
    let bounds = Rect2D(origin: offset, size: size)
    var context = LayoutContext(bounds: bounds, itemCounts: [count])
    switch name {
    case "flow":
      return prepared(FlowLayout(scrollDirection: .vertical, itemSize: flowItemSize), context)
    case "table":
      return prepared(
        TableLayout(itemSize: PizzaHalfSelectorLayout(orientation: side).itemSize), context)
    case "pizza-halves", "pizza-halves-drum":
      // The bounds are one half's; the screen holds two halves and the 1 pt gap (seed 000 storyboard).
      let pizzaSize = PizzaHalfSelectorLayout.mainPizzaSize(screenWidth: 2 * size.width + 1)
      context.contentInset = PizzaHalfSelectorLayout.contentInset(
        boundsHeight: size.height, pizzaSize: pizzaSize)
      let style: PizzaHalfSelectorLayout.Style = name == "pizza-halves" ? .standard : .drum
      return prepared(
        PizzaHalfSelectorLayout(orientation: side, style: style, pizzaSize: pizzaSize), context)
    case "spinning-wheel":
      return prepared(CircularLayout(), context)
    case "photos-preview":
      return prepared(PreviewParallaxLayout(), context)
    case "photos-thumbnails":
      context.contentInset = ThumbnailLayout.contentInset(boundsSize: size)
      let ratios = (0..<count).map { thumbnailAspectRatios[$0 % thumbnailAspectRatios.count] }
      return prepared(ThumbnailLayout(aspectRatios: ratios), context)
    case "cube":
      return prepared(CubeLayout(), context)
    case "secret-offer":
      let row = SecretOfferRow()
      context.contentInset = row.contentInset(boundsWidth: size.width, isSecretHidden: true)
      return prepared(row.makeLayout(boundsSize: size), context)
    default:
      throw CommandFailure(
        "layout '\(name)': unknown layout; use one of \(names.joined(separator: ", "))")
    }
  }

  private static func prepared(_ layout: some CollectionViewLayout, _ context: LayoutContext)
    -> [LayoutAttributes]
  {
    var layout = layout
    layout.prepare(context)
    return layout.attributes(in: context.bounds)
  }
}
