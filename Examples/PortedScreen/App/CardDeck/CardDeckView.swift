import UIKit

/// A stack of cards: a tap turns to the next one with an impact, and the deck settles with a
/// selection tick 0.3 s after the last turn; the last card brings a success 0.5 s later.
@IBDesignable
final class CardDeckView: UIView {
  @IBInspectable var cardCount: Int = 5
  @objc dynamic private(set) var currentIndex = 0
  weak var delegate: CardDeckViewDelegate?

  #if os(iOS)
    private let impact = UIImpactFeedbackGenerator(style: .medium)
    private let selection = UISelectionFeedbackGenerator()
    private let notification = UINotificationFeedbackGenerator()
  #endif

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .deckBackground
    addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(handleTap(_:))))
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  @objc private func handleTap(_ recognizer: UITapGestureRecognizer) {
    guard recognizer.state == .ended else { return }
    turn()
  }

  /// Turns to the next card if there is one and the delegate lets it: what a tap does, and what
  /// the autoplay does on its own.
  func turn() {
    guard currentIndex + 1 < cardCount else { return }
    guard delegate?.cardDeckViewShouldTurn?(self) ?? true else { return }
    currentIndex += 1
    #if os(iOS)
      let intensity = delegate?.cardDeckView?(self, impactIntensityFor: currentIndex) ?? 0.7
      impact.impactOccurred(intensity: intensity)
    #endif
    delegate?.cardDeckView?(self, didTurnTo: currentIndex)
    NSObject.cancelPreviousPerformRequests(
      withTarget: self, selector: #selector(settle), object: nil)
    perform(#selector(settle), with: nil, afterDelay: 0.3)
    if currentIndex == cardCount - 1 {
      // The whole deck seen: a success half a second after the last card lands.
      Timer.scheduledTimer(
        timeInterval: 0.5, target: self, selector: #selector(celebrate(_:)), userInfo: nil,
        repeats: false)
    }
  }

  @objc private func celebrate(_ timer: Timer) {
    #if os(iOS)
      notification.notificationOccurred(.success)
    #endif
  }

  @objc private func settle() {
    #if os(iOS)
      selection.selectionChanged()
    #endif
  }
}
