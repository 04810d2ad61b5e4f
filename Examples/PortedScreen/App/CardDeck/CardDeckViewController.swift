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
  /// Set by the autoplay screen: the deck turns by itself at this interval until a touch.
  var autoplayInterval: Duration?
  private var autoplay: Task<Void, Never>?
  private let stopTick = UIImpactFeedbackGenerator(style: .soft)

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

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    guard let interval = autoplayInterval else { return }
    // On a clock's deadlines rather than a sleep per card, so the turns never drift.
    autoplay = Task { @MainActor [weak self] in
      let clock = ContinuousClock()
      var deadline = clock.now
      while let deck = self?.deckView, deck.currentIndex + 1 < deck.cardCount {
        deadline += interval
        do {
          try await clock.sleep(until: deadline)
        } catch {
          return  // a touch stopped it
        }
        deck.turn()
      }
    }
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesBegan(touches, with: event)
    stopAutoplay()
  }

  /// A touch takes over from the autoplay, with a soft tick to say so.
  @MainActor private func stopAutoplay() {
    guard let autoplay, !autoplay.isCancelled else { return }
    autoplay.cancel()
    stopTick.impactOccurred(intensity: 0.3)
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
