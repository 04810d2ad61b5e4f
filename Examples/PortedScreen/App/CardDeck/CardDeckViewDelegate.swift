import UIKit

/// What a card deck asks and tells its owner.
///
/// Every member is optional, as Objective-C-era delegates are: a delegate implements what it
/// cares about.
@objc protocol CardDeckViewDelegate: AnyObject {
  /// Whether a tap may turn to the next card; the deck turns when the delegate does not say.
  @objc optional func cardDeckViewShouldTurn(_ deckView: CardDeckView) -> Bool
  /// How strong the impact of turning to `index` is; 0.7 when the delegate does not say.
  @objc optional func cardDeckView(_ deckView: CardDeckView, impactIntensityFor index: Int)
    -> CGFloat
  /// The deck turned to `index`.
  @objc optional func cardDeckView(_ deckView: CardDeckView, didTurnTo index: Int)
}
