import HapticTape
import HapticTapeSwiftUI
import Observation
import Testing

// Tolerance: offsets in points, 1e-9 (a page is the scroll view's exact width).
private let tolerance = 1e-9

/// What the represented views saw.
@Observable final class RepresentableLog {
  var made = 0
  var updates = 0
  var dismantled = 0
  var restingOffsets: [CGFloat] = []
  var controllerLoaded = 0
  var controllerTaps = 0
  var shows = true
}

/// A paging `UIScrollView` of five pages, its coordinator its delegate.
struct PagerRepresentable: UIViewRepresentable {
  let log: RepresentableLog

  final class Coordinator: NSObject, UIScrollViewDelegate {
    let log: RepresentableLog
    init(log: RepresentableLog) { self.log = log }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
      log.restingOffsets.append(scrollView.contentOffset.x)
    }
  }

  func makeCoordinator() -> Coordinator { Coordinator(log: log) }

  func makeUIView(context: Context) -> UIScrollView {
    log.made += 1
    let scroll = UIScrollView()
    scroll.isPagingEnabled = true
    scroll.delegate = context.coordinator
    return scroll
  }

  func updateUIView(_ scroll: UIScrollView, context: Context) {
    log.updates += 1
    scroll.contentSize = CGSize(width: 393 * 5, height: 300)
  }

  static func dismantleUIView(_ scroll: UIScrollView, coordinator: Coordinator) {
    coordinator.log.dismantled += 1
  }
}

/// A controller whose view counts taps with a UIKit recognizer.
final class TapCountingController: UIViewController {
  let log: RepresentableLog
  init(log: RepresentableLog) {
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  override func viewDidLoad() {
    super.viewDidLoad()
    log.controllerLoaded += 1
    view.addGestureRecognizer(UITapGestureRecognizer { [log] _ in log.controllerTaps += 1 })
  }
}

struct TapControllerRepresentable: UIViewControllerRepresentable {
  let log: RepresentableLog
  func makeUIViewController(context: Context) -> TapCountingController {
    TapCountingController(log: log)
  }
  func updateUIViewController(_ controller: TapCountingController, context: Context) {}
}

/// The pager above a tappable controller's view and a red bar that hides the pager.
struct RepresentableView: View {
  let log: RepresentableLog
  var body: some View {
    VStack(spacing: 0) {
      if log.shows {
        PagerRepresentable(log: log).frame(height: 300)
      }
      TapControllerRepresentable(log: log).frame(height: 100)
      Color.red.frame(height: 100).onTapGesture { log.shows = false }
    }
    .frame(maxHeight: .infinity, alignment: .top)
    .ignoresSafeArea()
  }
}

enum RepresentableScreen: SwiftUIScreen {
  static let id = "representables"
  static let summary = "A UIKit scroll view and a UIKit controller inside SwiftUI."
  static func makeModel(configuration: UIKitScreenConfiguration) -> RepresentableLog {
    RepresentableLog()
  }
  static func makeView(model: RepresentableLog, configuration: UIKitScreenConfiguration)
    -> RepresentableView
  {
    RepresentableView(log: model)
  }
}

@Suite("UIKit views and controllers inside SwiftUI")
@MainActor
struct SwiftUIRepresentableTests {
  @Test func aRepresentedScrollViewPagesAndIsTakenDownWithItsView() throws {
    // A swipe left on the pager, a tap on the controller's view (300…400), then the red bar
    // (400…500) hides the pager.
    let script = """
      touch 1 at 300,150
      drag 1 to 100,150 in 0.2s
      lift 1
      wait 1s
      tap 196,350
      wait 400ms
      tap 196,450
      wait 400ms
      """
    let (scene, _) = try replayHosted(script, on: SwiftUIHostedScreen<RepresentableScreen>.self)
    let log = try #require(SwiftUIHostedScreen<RepresentableScreen>.model(of: scene))
    // Paging rests on the next page: one scroll-view width, 393 pt.
    #expect(log.restingOffsets.count == 1)
    #expect(abs((log.restingOffsets.first ?? 0) - 393) <= tolerance)
    #expect(log.controllerTaps == 1)
    #expect(log.controllerLoaded == 1)
    // Made once across the updates; taken down once when the bar hid it.
    #expect(log.made == 1)
    #expect(log.updates >= 1)
    #expect(log.dismantled == 1)
  }

  @Test func aRepresentedViewIsSizedByItsFrame() throws {
    let root = hostedLayout(RepresentableView(log: RepresentableLog()))
    let scroll = try #require(root.firstSubview(of: UIScrollView.self))
    #expect(scroll.convert(scroll.bounds, to: root) == CGRect(x: 0, y: 0, width: 393, height: 300))
  }
}

extension UIView {
  /// The first view of `type` under this one, depth first.
  func firstSubview<T: UIView>(of type: T.Type) -> T? {
    for subview in subviews {
      if let match = subview as? T ?? subview.firstSubview(of: type) { return match }
    }
    return nil
  }
}
