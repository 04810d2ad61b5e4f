import HapticTape
import HapticTapeUIKit
import Testing
import UIKit

/// A controller that asks the application what layouts and cells ask it.
private final class ApplicationReadingController: UIViewController {
  var directionAtLoad: UIUserInterfaceLayoutDirection?
  var keyWindowAtAppear: UIWindow?
  var statusBarAtAppear = CGRect.null
  var awoken = false

  override func viewDidLoad() {
    super.viewDidLoad()
    directionAtLoad = UIApplication.shared.userInterfaceLayoutDirection
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    keyWindowAtAppear = UIApplication.shared.keyWindow
    statusBarAtAppear = UIApplication.shared.statusBarFrame
  }

  // Compiles as on iOS; never called headless (no nibs).
  override func awakeFromNib() {
    super.awakeFromNib()
    awoken = true
  }
}

/// A screen laid out right to left.
private enum RightToLeftScreen: UIKitScreen {
  static let id = "application-rtl"
  static let summary = "A controller that reads UIApplication.shared, laid out right to left."
  static var layoutDirection: UIUserInterfaceLayoutDirection { .rightToLeft }

  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    ApplicationReadingController()
  }
}

@Suite("UIApplication.shared: the replay's window and layout direction; colours as CGColor")
struct ApplicationTests {
  @Test("a right-to-left host is the application's direction from viewDidLoad on")
  func directionAndKeyWindowComeFromTheHost() throws {
    let scene = try UIKitScene<RightToLeftScreen>(device: .iPhone15Pro, configuration: .init())
    let controller = try #require(scene.rootViewController as? ApplicationReadingController)
    #expect(controller.directionAtLoad == .rightToLeft)
    #expect(controller.keyWindowAtAppear === controller.view.window)
    #expect(controller.keyWindowAtAppear != nil)
    // The iPhone 15 Pro profile's width and top safe-area inset (DeviceProfile).
    #expect(controller.statusBarAtAppear == CGRect(x: 0, y: 0, width: 393, height: 59))
    #expect(controller.awoken == false)
  }

  @Test("outside a replay: left to right, no window, nothing kept")
  func outsideAReplay() {
    let application = UIApplication.shared
    #expect(application.userInterfaceLayoutDirection == .leftToRight)
    #expect(application.keyWindow == nil)
    #expect(application.windows.isEmpty)
    #expect(application.statusBarFrame == .zero)
    application.isIdleTimerDisabled = true
    #expect(UIApplication.shared.isIdleTimerDisabled == false)
    #expect(application.applicationState == .active)
  }

  @Test("cgColor keeps the components; init(cgColor:) reads RGB and grey back")
  func colorsRoundTripThroughCGColor() {
    let color = UIColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 0.5)
    #expect(color.cgColor.components == [0.25, 0.5, 0.75, 0.5])
    let back = UIColor(cgColor: color.cgColor)
    #expect([back.red, back.green, back.blue, back.alpha] == [0.25, 0.5, 0.75, 0.5])
    let grey = UIColor(cgColor: CGColor(gray: 0.3, alpha: 0.8))
    #expect([grey.red, grey.green, grey.blue, grey.alpha] == [0.3, 0.3, 0.3, 0.8])
  }
}
