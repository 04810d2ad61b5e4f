/// A view an app draws into with immediate-mode calls on a ``GraphicsContext`` (iOS 15).
///
/// Inert: nothing draws headless, so the renderer is never called and the symbols are never laid
/// out. As a view the canvas is laid out and hit like ``Rectangle``: it takes all the space it
/// is offered (10 pt on a side where none is) and touches anywhere in its frame hit it, as they
/// hit a canvas on iOS.
///
/// ```swift
/// import SwiftUI
///
/// struct Sparkline: View {
///   let values: [CGFloat]
///   var body: some View {
///     Canvas { context, size in
///       var path = Path()
///       for (index, value) in values.enumerated() {
///         let point = CGPoint(
///           x: size.width * CGFloat(index) / CGFloat(max(values.count - 1, 1)),
///           y: size.height * (1 - value))
///         if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
///       }
///       context.stroke(path, with: .color(.blue), lineWidth: 2)
///     }
///     .frame(height: 44)
///   }
/// }
/// ```
nonisolated public struct Canvas<Symbols: View>: View {
  /// The views the renderer may draw by tag (inert: never laid out).
  public var symbols: Symbols
  /// The drawing callback (inert: never called, as nothing draws headless).
  public var renderer: (inout GraphicsContext, CGSize) -> Void
  /// Whether the canvas is fully opaque (inert).
  public var isOpaque: Bool
  /// The working colour space (inert).
  public var colorMode: ColorRenderingMode
  /// Whether the canvas may present its contents asynchronously (inert).
  public var rendersAsynchronously: Bool

  /// A canvas drawn by `renderer`, which can draw the views of `symbols` by their tags (inert:
  /// the renderer is never called).
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
    rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void,
    @ViewBuilder symbols: () -> Symbols
  ) {
    self.symbols = symbols()
    self.renderer = renderer
    isOpaque = opaque
    self.colorMode = colorMode
    self.rendersAsynchronously = rendersAsynchronously
  }

  /// Never evaluated: a canvas fills its frame itself.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension Canvas where Symbols == EmptyView {
  /// A canvas drawn by `renderer` (inert: the renderer is never called).
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
    rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) {
    self.init(
      opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously,
      renderer: renderer
    ) { EmptyView() }
  }
}

extension Canvas: PrimitiveView {
  // A canvas on iOS takes what it is offered and is hit in its whole frame, as a colour is.
  func update(_ node: ViewNode) { node.layout = FillLayout() }
}
