import UIKit

/// A pizza's caption above the centred pizza.
public class PizzaHalfHeader: UICollectionReusableView {
  var pizzaName = ""
}
