import UIKit

/// A pizza from two halves: two half pickers side by side with a 1 pt seam, a tick of
/// selection feedback when a half changes pizza, one "original pizza" caption when both halves
/// are the same pizza, and a shuffle button.
public final class PizzaHalvesViewController: UIViewController {
  /// The screen's numbers.
  public struct Settings {
    public var pizzaCount = 10
    public var style = PizzaHalfLayoutStyle.standard
    public var shuffleSeed: UInt64 = 452_876
    public var playsSelectionFeedback = true
    public var decelerationRate = UIScrollView.DecelerationRate.fast.rawValue

    public init() {}
  }

  private let settings: Settings
  private let seam: CGFloat = 1
  private let feedback = UISelectionFeedbackGenerator()
  private var random: SplitMix64
  /// The left picker.
  public let left: PizzaHalfCollectionController
  /// The right picker.
  public let right: PizzaHalfCollectionController

  /// Whether both halves show the same pizza (the "original pizza" caption shows).
  public private(set) var isOriginalPizza = true

  public init(settings: Settings = Settings()) {
    self.settings = settings
    random = SplitMix64(seed: settings.shuffleSeed)
    left = PizzaHalfCollectionController(
      orientation: .left, style: settings.style, pizzaCount: settings.pizzaCount,
      decelerationRate: settings.decelerationRate)
    right = PizzaHalfCollectionController(
      orientation: .right, style: settings.style, pizzaCount: settings.pizzaCount,
      decelerationRate: settings.decelerationRate)
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    let halfWidth = (view.bounds.width - seam) / 2
    for (child, x) in [(left, 0), (right, halfWidth + seam)] {
      addChild(child)
      child.view.frame = CGRect(x: x, y: 0, width: halfWidth, height: view.bounds.height)
      view.addSubview(child.view)
      child.didMove(toParent: self)
      child.onIndexChanged = { [unowned self] _ in self.halfChanged() }
    }
    feedback.prepare()
  }

  private func halfChanged() {
    if settings.playsSelectionFeedback {
      feedback.selectionChanged()
    }
    isOriginalPizza = left.currentIndex == right.currentIndex
  }

  /// Scrolls both halves, animated, to random pizzas.
  public func shuffle() {
    let leftIndex = Int.random(in: 0..<settings.pizzaCount, using: &random)
    let rightIndex = Int.random(in: 0..<settings.pizzaCount, using: &random)
    left.scroll(to: leftIndex, animated: true)
    right.scroll(to: rightIndex, animated: true)
  }
}
