import HapticTape
import HapticTapeUIKit
import HeadlessRuntime
import Testing
import UIKit

// No tolerance: the checks are which gestures fired and whether the list moved at all.

/// What the list screen adds to itself for one test.
enum ArbitrationSetup {
  /// A tap on the collection view, as "tap to dismiss the keyboard" code adds one.
  case tapOnList(cancelsTouches: Bool)
  /// A long press on every cell.
  case longPressOnCells
  /// A pan on the controller's view, around the list (a drawer's or a sheet's).
  case panAroundList(simultaneous: Bool)
  /// A single and a double tap on the list, neither requiring the other to fail.
  case singleAndDoubleTap
  /// A tap on the controller's view, and a button on it.
  case tapAroundButton
  /// A single tap that requires a double tap on the list to fail.
  case singleWaitingForDouble
  /// The same through a delegate: the single tap's (`shouldRequireFailureOf`) or the double
  /// tap's (`shouldBeRequiredToFailBy`).
  case singleWaitingForDoubleByDelegate(singlesDelegate: Bool)
}

/// A list of 40 rows of 80 pt that notes selections, the gestures that fired and its scrolls.
final class ArbitrationListController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegate, UIGestureRecognizerDelegate
{
  nonisolated(unsafe) static var setup = ArbitrationSetup.tapOnList(cancelsTouches: true)
  private(set) var collectionView: UICollectionView!
  var selected: [Int] = []
  var fired: [String] = []
  var dragsBegun = 0
  private var allowsSimultaneous = false
  private var singleTap: UIGestureRecognizer?
  private var doubleTap: UIGestureRecognizer?

  override func viewDidLoad() {
    super.viewDidLoad()
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 393, height: 80)
    layout.minimumLineSpacing = 0
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.contentInsetAdjustmentBehavior = .never
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "row")
    collectionView.dataSource = self
    collectionView.delegate = self
    view.addSubview(collectionView)
    switch Self.setup {
    case .tapOnList(let cancelsTouches):
      let tap = UITapGestureRecognizer { [unowned self] _ in fired.append("tap") }
      tap.cancelsTouchesInView = cancelsTouches
      collectionView.addGestureRecognizer(tap)
    case .longPressOnCells:
      break
    case .singleWaitingForDouble:
      let single = UITapGestureRecognizer { [unowned self] _ in note("single") }
      let double = UITapGestureRecognizer { [unowned self] _ in note("double") }
      double.numberOfTapsRequired = 2
      single.require(toFail: double)
      collectionView.addGestureRecognizer(single)
      collectionView.addGestureRecognizer(double)
    case .singleWaitingForDoubleByDelegate(let singlesDelegate):
      let single = UITapGestureRecognizer { [unowned self] _ in note("single") }
      let double = UITapGestureRecognizer { [unowned self] _ in note("double") }
      double.numberOfTapsRequired = 2
      if singlesDelegate { single.delegate = self } else { double.delegate = self }
      (singleTap, doubleTap) = (single, double)
      collectionView.addGestureRecognizer(single)
      collectionView.addGestureRecognizer(double)
    case .tapAroundButton:
      view.addGestureRecognizer(UITapGestureRecognizer { [unowned self] _ in fired.append("tap") })
      let button = UIButton(frame: CGRect(x: 20, y: 700, width: 200, height: 50))
      button.addAction(UIAction { [unowned self] _ in fired.append("button") }, for: .touchUpInside)
      view.addSubview(button)
    case .singleAndDoubleTap:
      let single = UITapGestureRecognizer { [unowned self] _ in fired.append("single") }
      let double = UITapGestureRecognizer { [unowned self] _ in fired.append("double") }
      double.numberOfTapsRequired = 2
      collectionView.addGestureRecognizer(single)
      collectionView.addGestureRecognizer(double)
    case .panAroundList(let simultaneous):
      allowsSimultaneous = simultaneous
      let pan = UIPanGestureRecognizer { [unowned self] in
        if $0.state == .began { fired.append("outer pan") }
      }
      pan.delegate = self
      view.addGestureRecognizer(pan)
    }
  }

  /// Notes a gesture with the virtual time it fired at, in nanoseconds.
  private func note(_ name: String) {
    fired.append("\(name) \(HeadlessRuntime.current?.now.nanoseconds ?? -1)")
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 40 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
    if case .longPressOnCells = Self.setup, cell.gestureRecognizers?.isEmpty ?? true {
      cell.addGestureRecognizer(
        UILongPressGestureRecognizer { [unowned self] in
          if $0.state == .began { fired.append("long press") }
        })
    }
    return cell
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    selected.append(indexPath.item)
  }

  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { dragsBegun += 1 }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { allowsSimultaneous }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { gestureRecognizer === singleTap && otherGestureRecognizer === doubleTap }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { gestureRecognizer === doubleTap && otherGestureRecognizer === singleTap }
}

enum ArbitrationListScreen: UIKitScreen {
  static let id = "arbitration-list"
  static let summary = "A list with a gesture of the app's own beside the list's."
  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    ArbitrationListController()
  }
}

@Suite("Gesture arbitration: one gesture at a time unless a delegate allows two", .serialized)
struct GestureArbitrationTests {
  private func run(_ setup: ArbitrationSetup, _ script: String) throws -> ArbitrationListController
  {
    ArbitrationListController.setup = setup
    defer { ArbitrationListController.setup = .tapOnList(cancelsTouches: true) }
    let (scene, _) = try replayHosted(script, on: ArbitrationListScreen.self)
    return try #require(scene.rootViewController as? ArbitrationListController)
  }

  @Test("a tap recognizer on the list takes the tap, so no row is selected")
  func tapRecognizerBlocksSelection() throws {
    let list = try run(.tapOnList(cancelsTouches: true), "tap 200,130\nwait 0.5s")
    #expect(list.fired == ["tap"])
    #expect(list.selected.isEmpty)
  }

  @Test("with cancelsTouchesInView off, the tap fires and the row is selected too")
  func tapThatKeepsTouchesLetsSelectionThrough() throws {
    let list = try run(.tapOnList(cancelsTouches: false), "tap 200,130\nwait 0.5s")
    #expect(list.fired == ["tap"])
    #expect(list.selected == [1])
  }

  @Test("a long press that began on a cell keeps the list from scrolling under that finger")
  func longPressHoldsTheList() throws {
    let script = """
      touch 1 at 200,500
      hold 1 for 0.7s
      drag 1 to 200,200 in 0.3s
      lift 1
      wait 1s
      """
    let list = try run(.longPressOnCells, script)
    #expect(list.fired == ["long press"])
    #expect(list.dragsBegun == 0)
    #expect(list.collectionView.contentOffset == .zero)
  }

  @Test("a pan around the list loses to the list's own pan")
  func listPanWinsOverPanAroundIt() throws {
    let script = "touch 1 at 200,600\ndrag 1 to 200,300 in 0.3s\nlift 1\nwait 1s"
    let list = try run(.panAroundList(simultaneous: false), script)
    #expect(list.fired.isEmpty)
    #expect(list.dragsBegun == 1)
    #expect(list.collectionView.contentOffset.y > 250)
  }

  @Test("a single tap recognizing leaves a double tap on the same view counting")
  func singleTapLeavesDoubleTap() throws {
    let list = try run(.singleAndDoubleTap, "tap 200,130\nwait 0.2s\ntap 200,130\nwait 0.5s")
    #expect(list.fired == ["single", "single", "double"])
    #expect(list.selected.isEmpty)
  }

  @Test("a button gets its tap, not a tap recognizer on the view around it")
  func buttonKeepsItsTap() throws {
    let list = try run(.tapAroundButton, "tap 100,725\nwait 0.5s\ntap 200,130\nwait 0.5s")
    #expect(list.fired == ["button", "tap"])
    #expect(list.selected.isEmpty)
  }

  @Test("a single tap that requires a double tap to fail waits out the double tap's interval")
  func singleWaitsForDouble() throws {
    // Taps last 80 ms (GestureRenderConfiguration.tapDuration) and reach the app on the 120-Hz
    // frame grid: the first lifts at frame 130 (1.0833 s); the double tap allows 0.35 s to the
    // next (UITapGestureRecognizer.maximumTapInterval), so the single tap fires at 1.4333 s.
    let one = try run(.singleWaitingForDouble, "wait 1s\ntap 200,130\nwait 1s")
    #expect(one.fired == ["single \(1_083_333_333 + 350_000_000)"])
    // A second tap 0.2 s later: the double tap at its lift (frame 163), the single tap never.
    let two = try run(
      .singleWaitingForDouble, "wait 1s\ntap 200,130\nwait 0.2s\ntap 200,130\nwait 1s")
    #expect(two.fired == ["double 1358333333"])
  }

  @Test(
    "a delegate that requires the double tap's failure gives the same", arguments: [true, false])
  func delegateRequiresFailure(singlesDelegate: Bool) throws {
    let setup = ArbitrationSetup.singleWaitingForDoubleByDelegate(singlesDelegate: singlesDelegate)
    let one = try run(setup, "wait 1s\ntap 200,130\nwait 1s")
    #expect(one.fired == ["single \(1_083_333_333 + 350_000_000)"])
    let two = try run(setup, "wait 1s\ntap 200,130\nwait 0.2s\ntap 200,130\nwait 1s")
    #expect(two.fired == ["double 1358333333"])
  }

  @Test("allowed by its delegate, the pan around the list begins with the list's")
  func simultaneousPans() throws {
    let script = "touch 1 at 200,600\ndrag 1 to 200,300 in 0.3s\nlift 1\nwait 1s"
    let list = try run(.panAroundList(simultaneous: true), script)
    #expect(list.fired == ["outer pan"])
    #expect(list.dragsBegun == 1)
    #expect(list.collectionView.contentOffset.y > 250)
  }
}
