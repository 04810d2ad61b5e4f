import HeadlessRuntime
import QuartzCore
import Testing
import UIKit

// No tolerance: the checks are of which class was made and what its own init() set.

/// Layout attributes that set a property in their own `init()`, as app code written for iOS does.
private final class StampedAttributes: UICollectionViewLayoutAttributes {
  var stamp = ""
  override init() {
    super.init()
    stamp = "init"
  }
}

/// An invalidation context with its own `init()`.
private final class StampedContext: UICollectionViewLayoutInvalidationContext {
  var stamp = ""
  override init() {
    super.init()
    stamp = "init"
  }
}

/// A layout that names both classes and notes the contexts it is given.
private final class StampedLayout: UICollectionViewLayout {
  var contexts: [UICollectionViewLayoutInvalidationContext] = []
  override class var layoutAttributesClass: AnyClass { StampedAttributes.self }
  override class var invalidationContextClass: AnyClass { StampedContext.self }
  override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    contexts.append(context)
    super.invalidateLayout(with: context)
  }
}

/// A flow layout whose attributes are ``StampedAttributes``.
private final class StampedFlowLayout: UICollectionViewFlowLayout {
  override class var layoutAttributesClass: AnyClass { StampedAttributes.self }
}

/// A layer with its own `init()` and `init(layer:)`, as Core Animation subclasses are written.
private final class StampedLayer: CALayer {
  var stamp = ""
  override init() {
    super.init()
    stamp = "init"
  }
  override init(layer: Any) {
    super.init(layer: layer)
    stamp = "init(layer:)"
  }
}

private final class StampedLayerView: UIView {
  override class var layerClass: AnyClass { StampedLayer.self }
}

private final class NotALayerView: UIView {
  override class var layerClass: AnyClass { NSObject.self }
}

@Suite("Classes made at run time: an app's subclasses that override init() are made through it")
struct RuntimeClassInitTests {
  @Test("attributes and invalidation contexts of the layout's classes run their own init()")
  func layoutClasses() throws {
    let attributes = StampedAttributes(forCellWith: IndexPath(item: 2, section: 0))
    let copy = try #require(attributes.copy() as? StampedAttributes)
    #expect(copy.stamp == "init")
    #expect(copy.indexPath == IndexPath(item: 2, section: 0))
    let layout = StampedLayout()
    layout.invalidateLayout()
    let context = try #require(layout.contexts.first as? StampedContext)
    #expect(context.stamp == "init")
    #expect(context.invalidateEverything)
  }

  @Test("a flow layout makes its attributes of the app's class")
  func flowLayoutAttributes() throws {
    let runtime = HeadlessRuntime(
      display: HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120))
    final class Items: NSObject, UICollectionViewDataSource {
      func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
        -> Int
      { 3 }
      func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
      ) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      }
    }
    var stamps: [String] = []
    runtime.run {
      let items = Items()
      let layout = StampedFlowLayout()
      layout.itemSize = CGSize(width: 100, height: 100)
      let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 393, height: 852), collectionViewLayout: layout)
      collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
      collectionView.dataSource = items
      collectionView.layoutIfNeeded()
      stamps = (0..<3).map {
        (layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) as? StampedAttributes)?
          .stamp ?? "not stamped"
      }
      withExtendedLifetime(items) {}
    }
    #expect(stamps == ["init", "init", "init"])
  }

  @Test("a view's layerClass is made through its init(); a class that is not a layer is reported")
  func layerClass() {
    let runtime = HeadlessRuntime(
      display: HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120))
    var stamp = ""
    var plain = false
    runtime.run {
      stamp = (StampedLayerView().layer as? StampedLayer)?.stamp ?? "not a StampedLayer"
      plain = type(of: NotALayerView().layer) == CALayer.self
    }
    #expect(stamp == "init")
    #expect(plain)
    let problems = runtime.takeProblems()
    #expect(problems.map(\.call) == ["layerClass"])
    #expect(problems.first?.type == "NotALayerView")
  }
}
