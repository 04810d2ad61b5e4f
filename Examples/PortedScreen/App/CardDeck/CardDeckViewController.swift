import UIKit

/// The deck with a counter above it.
///
/// It answers two of the deck's questions and leaves the third (whether to turn) to the deck.
final class CardDeckViewController: UIViewController, CardDeckViewDelegate {
  @IBOutlet private(set) weak var deckView: CardDeckView!
  @IBOutlet private(set) weak var counterLabel: UILabel!
  /// The cards turned to, in order.
  private(set) var turns: [Int] = []
  /// Set by a lock screen: a delegate that refuses every turn.
  var turnLock: CardDeckViewDelegate?

  override func loadView() {
    let root = UIView()
    let deck = CardDeckView(frame: CGRect(x: 24, y: 160, width: 345, height: 480))
    let label = UILabel(frame: CGRect(x: 24, y: 100, width: 345, height: 40))
    root.addSubview(label)
    root.addSubview(deck)
    deckView = deck
    counterLabel = label
    view = root
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    deckView.delegate = turnLock ?? self
    counterLabel.text = "1 of \(deckView.cardCount)"
  }

  func cardDeckView(_ deckView: CardDeckView, impactIntensityFor index: Int) -> CGFloat {
    index == deckView.cardCount - 1 ? 1.0 : 0.5
  }

  func cardDeckView(_ deckView: CardDeckView, didTurnTo index: Int) {
    turns.append(index)
    counterLabel.text = "\(index + 1) of \(deckView.cardCount)"
  }
}

/// A delegate that only answers whether to turn: never, with a warning the finger feels.
final class LockedDeck: NSObject, CardDeckViewDelegate {
  #if os(iOS)
    private let feedback = UINotificationFeedbackGenerator()
  #endif

  func cardDeckViewShouldTurn(_ deckView: CardDeckView) -> Bool {
    #if os(iOS)
      feedback.notificationOccurred(.warning)
    #endif
    return false
  }
}
