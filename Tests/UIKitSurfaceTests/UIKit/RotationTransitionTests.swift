import HapticTape
import HapticTapeUIKit
import HeadlessRuntime
import Testing
import UIKit

// Tolerance: offsets and sizes are products of whole points (page 2 × 393 or 852 pt), exact in
// binary floating point, so they are compared to 1e-9 pt; the coordinator's transform entries
// (cosines and sines of a quarter turn) to 1e-12; times to the nanosecond, exactly.
private let pointTolerance = 1e-9
private let transformTolerance = 1e-12

/// What the app's code saw, in the order it saw it.
final class TransitionLog: @unchecked Sendable {
  var entries: [String] = []

  func append(_ entry: String) {
    let now = HeadlessRuntime.current?.now.nanoseconds ?? -1
    entries.append("\(now / 1_000_000) ms \(entry)")
  }
}

/// A full-screen pager that lands on `targetIndex` when its size changes, as the seed 003
/// article's layouts do.
final class TargetIndexPagerLayout: UICollectionViewFlowLayout {
  let log: TransitionLog
  var targetIndex: Int?
  /// What the layout answers instead of a page offset (to check non-finite answers).
  var forcedTarget: CGPoint?

  init(log: TransitionLog) {
    self.log = log
    super.init()
    scrollDirection = .horizontal
    minimumLineSpacing = 0
    minimumInteritemSpacing = 0
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func prepare() {
    // Set only when it differs: setting `itemSize` invalidates the layout.
    if let collectionView, itemSize != collectionView.bounds.size {
      itemSize = collectionView.bounds.size
    }
    log.append("prepare, item width \(itemSize.width)")
    super.prepare()
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    newBounds.size != itemSize
  }

  override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint)
    -> CGPoint
  {
    log.append(
      "targetContentOffset proposed \(proposedContentOffset.x), content width "
        + "\(collectionViewContentSize.width)")
    if let forcedTarget { return forcedTarget }
    guard let targetIndex else { return proposedContentOffset }
    return CGPoint(x: CGFloat(targetIndex) * itemSize.width, y: proposedContentOffset.y)
  }
}

/// A child controller that logs the size change it is forwarded.
final class TransitionChildController: UIViewController {
  var log: TransitionLog?

  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    log?.append("child viewWillTransition to \(size.width)x\(size.height)")
  }
}

/// Five pages on page 2; on a size change it keeps page 2, as seed 003's photos do.
final class RotatingPagerController: UIViewController, UICollectionViewDataSource {
  typealias Context = (
    percent: CGFloat, duration: TimeInterval, animated: Bool, cancelled: Bool,
    transform: CGAffineTransform
  )

  let log = TransitionLog()
  lazy var layout = TargetIndexPagerLayout(log: log)
  lazy var pager = UICollectionView(frame: .zero, collectionViewLayout: layout)
  let child = TransitionChildController()
  /// The coordinator's context as the closures saw it.
  var contexts: [Context] = []
  /// What `animate(alongsideTransition:completion:)` returned when called from the completion.
  var lateQueueAccepted: Bool?
  var landsOnPage = true

  override func viewDidLoad() {
    super.viewDidLoad()
    pager.frame = view.bounds
    // The rotation resizes the pager with its superview.
    pager.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    pager.isPagingEnabled = true
    pager.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "page")
    pager.dataSource = self
    view.addSubview(pager)
    child.log = log
    addChild(child)
    pager.contentOffset = CGPoint(x: 2 * view.bounds.width, y: 0)
  }

  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    let screen = UIScreen.main.bounds.size
    log.append(
      "viewWillTransition to \(size.width)x\(size.height), view \(view.bounds.width)x"
        + "\(view.bounds.height), screen \(screen.width)x\(screen.height)")
    super.viewWillTransition(to: size, with: coordinator)
    if landsOnPage { layout.targetIndex = 2 }
    coordinator.animate(
      alongsideTransition: { [weak self] context in
        guard let self else { return }
        self.log.append("alongside, view \(self.view.bounds.width)x\(self.view.bounds.height)")
        self.record(context)
      },
      completion: { [weak self] context in
        guard let self else { return }
        self.log.append("completion")
        self.record(context)
        self.layout.targetIndex = nil
        self.lateQueueAccepted = coordinator.animate(alongsideTransition: nil)
      })
  }

  private func record(_ context: any UIViewControllerTransitionCoordinatorContext) {
    contexts.append(
      (
        context.percentComplete, context.transitionDuration, context.isAnimated,
        context.isCancelled, context.targetTransform
      ))
  }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    log.append(
      "viewWillLayoutSubviews, view \(view.bounds.width)x\(view.bounds.height), pager "
        + "\(pager.bounds.width)x\(pager.bounds.height)")
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    log.append("viewDidLayoutSubviews, offset \(pager.contentOffset.x)")
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 5 }

  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "page", for: indexPath)
  }
}

/// The pager as a scene whose `rotate WxH` command is the host's size change.
enum RotatingPagerScreen: UIKitScreen {
  static let id = "rotating-pager"
  static let summary = "Five pages that keep the current one when the screen rotates."
  static let commands = [rotateCommand]

  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    RotatingPagerController()
  }

  static func handle(_ command: SceneCommand, in root: UIViewController) throws(SceneError) {
    try performRotate(command, on: root, screen: id)
  }
}

private func run(_ script: String, _ scene: inout UIKitScene<RotatingPagerScreen>) throws
  -> Replayer.Outcome
{
  let timeline = try GestureScript(parsing: script).render(on: .iPhone15Pro)
  let inputs: [SceneInput] = timeline.inputs.map { input in
    switch input {
    case .touch(let sample): .touch(sample)
    case .command(let command): .command(command)
    }
  }
  return try Replayer().run(&scene, inputs: inputs)
}

@Suite("Rotation: viewWillTransition(to:with:), the coordinator and the collection view's offset")
struct RotationTransitionTests {
  /// Will-transition (old size, then children), layout at the new size with the layout's target
  /// offset, alongside, completion 0.4 s later.
  @Test("UIKit's order of calls in a rotation")
  func order() throws {
    var scene = try UIKitScene<RotatingPagerScreen>(device: .iPhone15Pro, configuration: .init())
    _ = try run("wait 200ms\ncommand rotate 852x393\nwait 600ms", &scene)
    let controller = try #require(scene.rootViewController as? RotatingPagerController)
    let entries = controller.log.entries
    let start = try #require(entries.firstIndex { $0.contains("viewWillTransition to") })
    #expect(
      Array(entries[start...]) == [
        "200 ms viewWillTransition to 852.0x393.0, view 393.0x852.0, screen 852.0x393.0",
        "200 ms child viewWillTransition to 852.0x393.0",
        "200 ms viewWillLayoutSubviews, view 852.0x393.0, pager 852.0x393.0",
        "200 ms viewDidLayoutSubviews, offset 786.0",
        // The pager lays out after its superview: prepared for the new size, then asked where
        // to be, proposing page 2 at the old width (2 × 393); page 2 at 852 pt is 1704.
        "200 ms prepare, item width 852.0",
        "200 ms targetContentOffset proposed 786.0, content width 4260.0",
        // Prepared again: the first `prepare()` set `itemSize`, invalidating the layout.
        "200 ms prepare, item width 852.0",
        "200 ms alongside, view 852.0x393.0",
        "600 ms completion",
      ])
    #expect(abs(controller.pager.contentOffset.x - 1704) <= pointTolerance)
    #expect(abs(controller.pager.contentSize.width - 4260) <= pointTolerance)
    #expect(controller.pager.indexPathsForVisibleItems == [IndexPath(item: 2, section: 0)])
    #expect(controller.layout.targetIndex == nil)
  }

  @Test("the coordinator's context: 0.4 s, animated, a quarter turn, 0 then 1 complete")
  func context() throws {
    var scene = try UIKitScene<RotatingPagerScreen>(device: .iPhone15Pro, configuration: .init())
    _ = try run("wait 100ms\ncommand rotate 852x393\nwait 500ms", &scene)
    let controller = try #require(scene.rootViewController as? RotatingPagerController)
    #expect(controller.contexts.map(\.percent) == [0, 1])
    #expect(controller.contexts.map(\.duration) == [0.4, 0.4])
    #expect(controller.contexts.allSatisfy { $0.animated && !$0.cancelled })
    let turn = try #require(controller.contexts.first?.transform)
    // rotationAngle −π/2: a = cos = 0, b = sin = −1, c = −sin = 1, d = 0.
    #expect(abs(turn.a) <= transformTolerance && abs(turn.b + 1) <= transformTolerance)
    #expect(abs(turn.c - 1) <= transformTolerance && abs(turn.d) <= transformTolerance)
    #expect(controller.lateQueueAccepted == false)
    #expect(controller.transitionCoordinator == nil)
  }

  @Test("a layout that does not override the target keeps the proposed offset")
  func defaultKeepsOffset() throws {
    var scene = try UIKitScene<RotatingPagerScreen>(device: .iPhone15Pro, configuration: .init())
    try #require(scene.rootViewController as? RotatingPagerController).landsOnPage = false
    _ = try run("wait 100ms\ncommand rotate 852x393\nwait 500ms", &scene)
    let controller = try #require(scene.rootViewController as? RotatingPagerController)
    // 786 pt is page 0.92 at 852 pt: pages 0 and 1 show.
    #expect(abs(controller.pager.contentOffset.x - 786) <= pointTolerance)
    #expect(
      controller.pager.indexPathsForVisibleItems.sorted() == [
        IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0),
      ])
  }

  @Test("a non-finite target offset is an error naming the layout and the call; the offset stays")
  func nonFiniteTarget() throws {
    var scene = try UIKitScene<RotatingPagerScreen>(device: .iPhone15Pro, configuration: .init())
    let controller = try #require(scene.rootViewController as? RotatingPagerController)
    controller.layout.forcedTarget = CGPoint(x: CGFloat.nan, y: 0)
    let error = try #require(throws: SceneError.self) {
      _ = try run("wait 100ms\ncommand rotate 852x393\nwait 500ms", &scene)
    }
    #expect(error.code == .hostedCode)
    #expect("\(error)".contains("TargetIndexPagerLayout"))
    #expect("\(error)".contains("targetContentOffset(forProposedContentOffset:)"))
    #expect(abs(controller.pager.contentOffset.x - 786) <= pointTolerance)
  }

  @Test(
    "bad sizes and durations are refused with the value named",
    arguments: [
      (CGSize(width: CGFloat.nan, height: 393), 0.4, "got nanx393.0"),
      (CGSize(width: 0, height: 393), 0.4, "got 0.0x393.0"),
      (CGSize(width: 852, height: CGFloat.infinity), 0.4, "got 852.0xinf"),
      (CGSize(width: 852, height: 393), -1, "got -1.0"),
      (CGSize(width: 852, height: 393), Double.nan, "got nan"),
    ])
  func badInput(size: CGSize, duration: Double, named: String) throws {
    let scene = try UIKitScene<RotatingPagerScreen>(device: .iPhone15Pro, configuration: .init())
    let root = try #require(scene.rootViewController)
    let error = try #require(throws: SceneError.self) {
      try UIKitScreenTransition(to: size, duration: duration).perform(on: root)
    }
    #expect(error.code == .invalidArgument)
    #expect("\(error)".contains(named))
  }

  @Test("a controller outside a hosted window is refused")
  func notHosted() throws {
    let error = try #require(throws: SceneError.self) {
      try UIKitScreenTransition(to: CGSize(width: 852, height: 393)).perform(
        on: RotatingPagerController())
    }
    #expect(error.code == .hostedCode)
  }
}
