/// A recognizer that requires another to fail, held weakly by that other one (the app owns
/// both through their views).
struct UIGestureRecognizerDependent {
  weak var recognizer: UIGestureRecognizer?
}
