/// An immediate-mode drawing destination and its state: what a ``Canvas`` hands its renderer
/// (iOS 15).
///
/// Inert: nothing is drawn headless, so the fill, stroke and draw calls change nothing. The
/// state is a value kept as set — ``opacity``, ``blendMode``, ``transform`` (changed by
/// ``translateBy(x:y:)``, ``scaleBy(x:y:)``, ``rotate(by:)`` and ``concatenate(_:)`` as Apple
/// documents), the clip whose bounds ``clipBoundingRect`` reads, and the filters added — and a
/// copy keeps its own, as on iOS. Measuring is modelled: resolved text measures as a `Text` view
/// is laid out, and a resolved image has its view's size.
///
/// ```swift
/// import SwiftUI
///
/// struct Dial: View {
///   var body: some View {
///     Canvas { context, size in
///       var hand = context
///       hand.translateBy(x: size.width / 2, y: size.height / 2)
///       hand.rotate(by: .degrees(30))
///       hand.stroke(
///         Path { $0.addLines([.zero, CGPoint(x: 0, y: -40)]) }, with: .color(.red), lineWidth: 3)
///       context.draw(Text("12"), at: CGPoint(x: size.width / 2, y: 12))
///     }
///   }
/// }
/// ```
public struct GraphicsContext {
  /// The opacity later drawing is done at (inert).
  public var opacity: Double = 1
  /// How later drawing blends with what is already drawn (inert).
  public var blendMode: BlendMode = .normal
  /// The environment of the canvas's view, which resolves images and text.
  public let environment: EnvironmentValues
  /// The transform from user space to the canvas's own coordinates, applied to later drawing.
  public var transform: CGAffineTransform = .identity
  /// The clip's bounding rect in the canvas's own coordinates: the canvas's bounds to start.
  private var clipRect: CGRect
  /// The filters added, in order, with their options (kept; inert).
  private(set) var filters: [(filter: Filter, options: FilterOptions)] = []
  /// The laid-out sizes of the canvas's symbols, by tag.
  let symbolSizes: [AnyHashable: CGSize]

  /// A context for a canvas of `size` in `environment`, whose symbols have `symbolSizes`.
  ///
  /// Not Apple's: SwiftUI makes contexts itself. Headless no canvas renders, so only the
  /// package's tests make one.
  init(
    size: CGSize, environment: EnvironmentValues = EnvironmentValues(),
    symbolSizes: [AnyHashable: CGSize] = [:]
  ) {
    self.environment = environment
    clipRect = CGRect(origin: .zero, size: size)
    self.symbolSizes = symbolSizes
  }

  /// Moves later drawing by `x`, `y`: `transform = transform.translatedBy(x: x, y: y)`.
  public mutating func translateBy(x: CGFloat, y: CGFloat) {
    transform = transform.translatedBy(x: x, y: y)
  }
  /// Scales later drawing by `x`, `y`: `transform = transform.scaledBy(x: x, y: y)`.
  public mutating func scaleBy(x: CGFloat, y: CGFloat) {
    transform = transform.scaledBy(x: x, y: y)
  }
  /// Rotates later drawing by `angle`: `transform = transform.rotated(by: angle.radians)`.
  public mutating func rotate(by angle: Angle) {
    transform = transform.rotated(by: CGFloat(angle.radians))
  }
  /// Applies `matrix` before the transform: `transform = matrix.concatenating(transform)`.
  public mutating func concatenate(_ matrix: CGAffineTransform) {
    transform = matrix.concatenating(transform)
  }

  /// The bounding rect of the clip, in user space (through the current transform): the
  /// canvas's bounds until a path clips it; `.null` once the clips leave nothing.
  public var clipBoundingRect: CGRect {
    guard !clipRect.isNull else { return .null }
    return clipRect.applying(transform.inverted())
  }

  /// Clips later drawing to `path` (inert: the clip's bounds narrow to the path's, unless the
  /// clip is inverted).
  public mutating func clip(
    to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()
  ) {
    // An inverted clip keeps everything outside the path: its bounds are the clip's own.
    guard !options.contains(.inverse) else { return }
    clipRect = clipRect.intersection(path.boundingRect.applying(transform))
  }

  /// Clips later drawing to what `content` draws in a new layer (inert: `content` runs, but
  /// draws nothing headless, so the clip's bounds stay as they were).
  public mutating func clipToLayer(
    opacity: Double = 1, options: ClipOptions = ClipOptions(),
    content: (inout GraphicsContext) throws -> Void
  ) rethrows {
    var layer = self
    try content(&layer)
  }

  /// Adds `filter` to later drawing (inert: kept).
  public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
    filters.append((filter, options))
  }

  /// `shading` fixed to this context's environment: the shading itself (inert).
  public func resolve(_ shading: Shading) -> Shading { shading }

  /// Draws what `content` draws, as a layer (inert: `content` runs on a copy of this context).
  public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
    var layer = self
    try content(&layer)
  }

  /// Fills `path` with `shading` (inert).
  public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {}
  /// Strokes `path` with `shading` in `style` (inert).
  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {}
  /// Strokes `path` with `shading`, `lineWidth` wide (inert).
  public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {}
}
