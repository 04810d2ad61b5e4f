import Foundation
import HeadlessRuntime

/// A layer's geometry, as Core Animation keeps it: `position` is where `anchorPoint` (unit
/// coordinates of `bounds`) sits in the superlayer, `transform` applies about that point, and
/// `frame` is derived (the bounding box of the transformed bounds).
///
/// Drawing, contents and animations that only change pixels are not modelled; what feel depends
/// on (where a layer is, how it is transformed, whether it shows) is.
///
/// An `NSObject`, as Core Animation's layers are: layers compare and hash by identity, and a
/// layer meets a generic `where T: NSObject` constraint.
open class CALayer: NSObject {
  // The geometry is read many times per layer per frame: `@exclusivity(unchecked)` drops the
  // run-time exclusivity check on these plain values, as Core Animation's properties have none.
  /// The layer's own coordinate space: origin and size.
  @exclusivity(unchecked) open var bounds: CGRect = .zero {
    didSet { geometryChangeCount &+= 1 }
  }
  /// Where ``anchorPoint`` sits in the superlayer's coordinates.
  @exclusivity(unchecked) open var position: CGPoint = .zero {
    didSet { geometryChangeCount &+= 1 }
  }
  /// The point of ``bounds`` the transform and position refer to, in unit coordinates; the
  /// centre (0.5, 0.5) by default.
  @exclusivity(unchecked) open var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
    didSet { geometryChangeCount &+= 1 }
  }
  /// The layer's depth along the z axis, which orders siblings after `zPosition`.
  @exclusivity(unchecked) open var zPosition: CGFloat = 0
  /// The transform applied about ``anchorPoint``.
  @exclusivity(unchecked) open var transform: CATransform3D = CATransform3DIdentity {
    didSet { geometryChangeCount &+= 1 }
  }
  /// The transform applied to sublayers, about this layer's anchor point (used for perspective).
  @exclusivity(unchecked) open var sublayerTransform: CATransform3D = CATransform3DIdentity
  /// Opacity from 0 to 1.
  @exclusivity(unchecked) open var opacity: Float = 1 {
    didSet { geometryChangeCount &+= 1 }
  }
  /// Whether the layer is hidden.
  @exclusivity(unchecked) open var isHidden = false {
    didSet { geometryChangeCount &+= 1 }
  }
  /// Counts the changes to what a layout sample reads of the layer (bounds, position, anchor
  /// point, transform, opacity, hidden), so a sample can tell nothing moved without reading them.
  package final var geometryChanges: UInt { geometryChangeCount }
  // Read through the getter above: a stored property read from another module checked
  // exclusivity at run time, whatever its attribute.
  @exclusivity(unchecked) final var geometryChangeCount: UInt = 0
  /// Whether sublayers are clipped to ``bounds`` (inert: nothing is drawn).
  open var masksToBounds = false

  // The layer's time space (`CAMediaTiming`): kept, and used by `convertTime(_:from:)`; inert
  // for its animations, which run on the replay's clock whatever the layer's speed.
  /// When the layer's time begins, in its superlayer's time (inert for its animations).
  open var beginTime: CFTimeInterval = 0
  /// How long one cycle of the layer's time lasts (inert).
  open var duration: CFTimeInterval = 0
  /// How fast the layer's time runs against its superlayer's (inert for its animations).
  open var speed: Float = 1
  /// Seconds added to the layer's time (inert for its animations).
  open var timeOffset: CFTimeInterval = 0
  /// How many cycles the layer's time repeats (inert).
  open var repeatCount: Float = 0
  /// Seconds the layer's time repeats for (inert).
  open var repeatDuration: CFTimeInterval = 0
  /// Whether the layer's time plays back after each cycle (inert).
  open var autoreverses = false
  /// What the layer shows outside its active time (inert).
  open var fillMode = CAMediaTimingFillMode.removed
  /// Core Image filters on the layer's content (inert: nothing is drawn headless).
  open var filters: [Any]?
  /// Core Image filters on what is behind the layer (inert).
  open var backgroundFilters: [Any]?
  /// How the layer is composited with what is behind it (inert).
  open var compositingFilter: Any?
  /// The corner radius (inert).
  open var cornerRadius: CGFloat = 0
  /// Which corners the radius rounds (inert); all four by default.
  open var maskedCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
  /// The curve of rounded corners (inert).
  open var cornerCurve: CALayerCornerCurve = .circular
  /// An optional name.
  open var name: String?
  /// The anchor point's z coordinate, in points (0 by default).
  @exclusivity(unchecked) open var anchorPointZ: CGFloat = 0
  /// The explicit animations added with ``add(_:forKey:)``, in the order added.
  var animationRuns: [LayerAnimationRun] = []
  /// The layer's content, such as an image (inert: nothing is drawn).
  open var contents: Any?
  /// The scale of the content (inert).
  open var contentsScale: CGFloat = 1
  /// The background colour (inert).
  open var backgroundColor: CGColor?
  /// The border colour (inert); opaque black by default, as in Core Animation.
  open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1)
  /// The border width (inert).
  open var borderWidth: CGFloat = 0
  /// The shadow's outline (inert).
  open var shadowPath: CGPath?
  /// Actions by key, run when a property changes (inert: nothing animates implicitly headless).
  open var actions: [String: any CAAction]?
  /// The shadow colour (inert); opaque black by default.
  open var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1)
  /// The shadow opacity (inert); 0 by default.
  open var shadowOpacity: Float = 0
  /// The shadow offset (inert); (0, −3) by default, as in Core Animation.
  open var shadowOffset = CGSize(width: 0, height: -3)
  /// The shadow blur radius (inert); 3 by default.
  open var shadowRadius: CGFloat = 3
  /// Whether the back of the layer shows when turned away (inert).
  open var isDoubleSided = true
  /// Whether the layer is opaque (inert).
  open var isOpaque = false
  /// Whether the layer is rendered as a bitmap (inert).
  open var shouldRasterize = false
  /// The scale of that bitmap (inert).
  open var rasterizationScale: CGFloat = 1
  /// Whether edges are antialiased (inert).
  open var allowsEdgeAntialiasing = false
  /// Whether the content is redrawn when the bounds change (inert).
  open var needsDisplayOnBoundsChange = false
  /// A layer whose alpha masks this one (inert).
  open var mask: CALayer?
  /// The layer above this one.
  open var superlayer: CALayer? { superlayerStorage }
  /// Unowned and unsafe rather than weak, and cleared by the superlayer when it removes the
  /// layer or deinitializes: a weak reference gives the superlayer a side table, which every
  /// retain and release of it then goes through.
  private unowned(unsafe) var superlayerStorage: CALayer?
  /// The layers below this one, back to front.
  open private(set) var sublayers: [CALayer]?

  /// A layer with empty bounds at the origin.
  public override init() { super.init() }

  deinit {
    // The sublayers may outlive the layer: they must not point at it.
    for layer in sublayers ?? [] { layer.superlayerStorage = nil }
  }

  /// A layer of a class known at run time: a view's `layerClass`.
  ///
  /// > Note: Not a Core Animation API. Swift can only create an instance of a class known at
  /// > run time through a `required` initializer; this one forwards to `init()`, so an app's
  /// > subclass that overrides `init()` and `init(layer:)`, or declares no initializer,
  /// > inherits it and is created as on iOS.
  public required convenience init(madeByView: Void) {
    self.init()
  }

  /// A copy of `layer`'s geometry (as Core Animation's presentation copies do).
  public init(layer: Any) {
    super.init()
    guard let other = layer as? CALayer else { return }
    copyGeometry(from: other)
  }

  /// Takes `other`'s geometry, appearance and name (not its sublayers or animations).
  func copyGeometry(from other: CALayer) {
    bounds = other.bounds
    position = other.position
    anchorPoint = other.anchorPoint
    zPosition = other.zPosition
    transform = other.transform
    sublayerTransform = other.sublayerTransform
    opacity = other.opacity
    isHidden = other.isHidden
    anchorPointZ = other.anchorPointZ
    masksToBounds = other.masksToBounds
    cornerRadius = other.cornerRadius
    name = other.name
    contents = other.contents
    backgroundColor = other.backgroundColor
  }

  /// The layer's rectangle in the superlayer's coordinates.
  ///
  /// With an identity transform, `position − anchorPoint·size`; otherwise the bounding box of the transformed bounds,
  /// perspective (`m34`) and ``anchorPointZ`` included, as Core Animation computes it (its
  /// documentation calls `frame` undefined for non-affine transforms; the bounding box is what it
  /// returns). A corner sent to infinity gives `.null`. Setting it sets ``position`` and
  /// ``bounds``' size for the current anchor.
  open var frame: CGRect {
    get {
      let bounds = self.bounds
      // With an identity transform (most layers) the map is the move from the anchor to the
      // position alone, built without composing three 4×4 matrices: app code reads frames many
      // times a frame. A non-finite anchor depth is left to the full map, which it turns to NaN.
      guard CATransform3DIsIdentity(transform), anchorPointZ.isFinite else {
        return mapToSuperlayerPlane.boundingBox(of: bounds)
      }
      let anchor = anchor(in: bounds)
      let position = self.position
      let moveX = Double(-anchor.x + position.x)
      let moveY = Double(-anchor.y + position.y)
      return PlaneMap(h: [1, 0, 0, 0, 1, 0, moveX, moveY, 1]).boundingBox(of: bounds)
    }
    set {
      bounds.size = newValue.size
      position = anchor(in: newValue)
    }
  }

  /// Adds `layer` on top of this layer's sublayers, removing it from its old superlayer.
  open func addSublayer(_ layer: CALayer) {
    insertSublayer(layer, at: UInt32(clamping: sublayers?.count ?? 0))
  }

  /// Inserts `layer` at `index` among the sublayers (clamped to the count, as Core Animation).
  ///
  /// Adding the layer itself or one of its ancestors would make a cycle; it is refused and
  /// reported to the replay's runtime (ours: Core Animation's behaviour is undefined).
  open func insertSublayer(_ layer: CALayer, at index: UInt32) {
    guard !refusesCycle(adding: layer) else { return }
    layer.removeFromSuperlayer()
    // Taken out of the property first, so the insertion does not copy the whole list.
    var list = sublayers.take() ?? []
    list.insert(layer, at: min(Int(index), list.count))
    sublayers = list
    layer.superlayerStorage = self
  }

  /// Inserts `layer` just below `sibling` among the sublayers (on top when `sibling` is not a
  /// sublayer).
  open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
    guard !refusesCycle(adding: layer) else { return }
    layer.removeFromSuperlayer()
    let index = sublayers?.firstIndex { $0 === sibling } ?? sublayers?.count ?? 0
    insertSublayer(layer, at: UInt32(clamping: index))
  }

  /// Inserts `layer` just above `sibling` among the sublayers (on top when `sibling` is not a
  /// sublayer).
  open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
    guard !refusesCycle(adding: layer) else { return }
    layer.removeFromSuperlayer()
    let index = sublayers?.firstIndex { $0 === sibling }.map { $0 + 1 } ?? sublayers?.count ?? 0
    insertSublayer(layer, at: UInt32(clamping: index))
  }

  /// Puts `newLayer` where `oldLayer` is among the sublayers; nothing happens when `oldLayer` is
  /// not a sublayer.
  open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
    guard let index = sublayers?.firstIndex(where: { $0 === oldLayer }),
      !refusesCycle(adding: newLayer)
    else { return }
    oldLayer.removeFromSuperlayer()
    insertSublayer(newLayer, at: UInt32(clamping: index))
  }

  /// Marks the content for redrawing (inert: nothing is drawn).
  open func setNeedsDisplay() {}

  /// Marks the sublayers' layout as stale (inert: layers have no layout manager here).
  open func setNeedsLayout() {}

  /// Lays out sublayers if needed (inert).
  open func layoutIfNeeded() {}

  /// Lays out sublayers; override point (does nothing by default, as in Core Animation).
  ///
  /// Inert: headless layers have no layout pass of their own, so nothing calls it; a view's
  /// `layoutSublayers(of:)` runs in the view's layout.
  open func layoutSublayers() {}

  /// Whether adding `layer` would make a cycle, reporting it when so.
  private func refusesCycle(adding layer: CALayer) -> Bool {
    guard layer === self || isDescendant(of: layer) else { return false }
    HeadlessRuntime.current?.report(
      HeadlessProblem(
        type: "CALayer", call: "addSublayer",
        message: "a layer cannot become a sublayer of itself or of one of its sublayers"))
    return true
  }

  /// Whether `ancestor` is above this layer (a bounded walk).
  private func isDescendant(of ancestor: CALayer) -> Bool {
    var current = superlayer
    var depth = 0
    while let layer = current, depth < 10_000 {
      if layer === ancestor { return true }
      current = layer.superlayer
      depth += 1
    }
    return false
  }

  /// Removes the layer from its superlayer.
  open func removeFromSuperlayer() {
    guard let parent = superlayer else { return }
    parent.sublayers?.removeAll { $0 === self }
    if parent.sublayers?.isEmpty == true { parent.sublayers = nil }
    superlayerStorage = nil
  }
}
