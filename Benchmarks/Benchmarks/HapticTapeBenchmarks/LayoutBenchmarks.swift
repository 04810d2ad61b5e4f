import Benchmark
import HapticTape

/// Per-frame cost of `prepare` + `attributes(in: visible bounds)` for every layout at 100 and
/// 1,000,000 items, scrolling 1 pt per frame over 300 pt in the middle of the content; one
/// iteration is 1,000 frames. Bars (CONTRIBUTING.md, "Benchmarks and quality bars"): 1,000,000
/// items within 2× of 100; pizza < 5 µs per frame.
func layoutBenchmarks() {
  let frames = 1_000
  for entry in LayoutBenchmarkCase.all {
    for count in [100, 1_000_000] {
      Benchmark("Layout/\(entry.name), \(count) items (\(frames) frames)") { benchmark in
        let scroll = entry.makeScroller(count)  // building the layout is not measured
        benchmark.startMeasurement()
        scroll(frames)
      }
    }
  }
}

/// One layout set up as `haptictape layout` sets it up, scrolled along its axis.
struct LayoutBenchmarkCase: Sendable {
  var name: String
  /// Builds the layout for an item count and returns a function that scrolls it for some frames.
  var makeScroller: @Sendable (_ count: Int) -> (_ frames: Int) -> Void

  static let phone = Size2D(width: 393, height: 852)  // source: ours (default device profile)

  static let all: [LayoutBenchmarkCase] = [
    scrolling(
      "table", vertical: true, size: Size2D(width: 196, height: 852),
      contentLength: { Double($0) * 300 }
    ) {
      _ in TableLayout(itemSize: Size2D(width: 150, height: 300))
    },
    scrolling(
      "pizza-halves", vertical: true, size: Size2D(width: 196, height: 852),
      contentLength: { Double($0) * 300 }
    ) {
      _ in PizzaHalfSelectorLayout(orientation: .left)
    },
    scrolling(
      "pizza-halves-drum", vertical: true, size: Size2D(width: 196, height: 852),
      contentLength: { Double($0) * 300 }
    ) {
      _ in PizzaHalfSelectorLayout(orientation: .left, style: .drum)
    },
    scrolling("flow", vertical: true, size: phone, contentLength: { Double($0) / 3 * 110 }) { _ in
      FlowLayout(scrollDirection: .vertical, itemSize: Size2D(width: 100, height: 100))
    },
    scrolling("spinning-wheel", vertical: false, size: phone, contentLength: { Double($0) * 133 }) {
      _ in
      CircularLayout()
    },
    scrolling("photos-preview", vertical: false, size: phone, contentLength: { Double($0) * 393 }) {
      _ in
      PreviewParallaxLayout()
    },
    scrolling(
      "photos-thumbnails", vertical: false, size: Size2D(width: 393, height: 66),
      contentLength: { Double($0) * 37 }
    ) {
      count in ThumbnailLayout(aspectRatios: (0..<count).map { [1.5, 0.75, 1.0, 2.0][$0 % 4] })
    },
    scrolling("cube", vertical: false, size: phone, contentLength: { Double($0) * 393 }) { _ in
      CubeLayout()
    },
    scrolling(
      "secret-offer", vertical: false, size: Size2D(width: 393, height: 180),
      contentLength: { Double($0) * 361 }
    ) {
      _ in SecretOfferRow().makeLayout(boundsSize: Size2D(width: 393, height: 180))
    },
  ]

  static func scrolling<L: CollectionViewLayout>(
    _ name: String, vertical: Bool, size: Size2D, contentLength: @escaping @Sendable (Int) -> Double,
    make: @escaping @Sendable (Int) -> L
  ) -> LayoutBenchmarkCase {
    LayoutBenchmarkCase(name: name) { count in
      let initial = make(count)
      let middle = contentLength(count) / 2
      return { frames in
        var layout = initial
        var context = LayoutContext(bounds: Rect2D(origin: .zero, size: size), itemCounts: [count])
        var visible = 0
        for frame in 0..<frames {
          let position = middle + Double(frame % 300)  // stays inside even 100 items
          context.contentOffset = vertical ? Point2D(x: 0, y: position) : Point2D(x: position, y: 0)
          layout.prepare(context)
          visible &+= layout.attributes(in: context.bounds).count
        }
        precondition(visible > 0, "\(name) showed nothing")
      }
    }
  }
}

