/// The recognizers a gesture modifier keeps on its view: one box per part of its gesture.
final class GestureRecognizerSet {
  private(set) var boxes: [GestureRecognizerBox] = []
  let store = GestureStore()

  /// Takes the gesture's parts (on every update of the view): a box per part, each told how it
  /// waits on the others.
  func configure(_ parts: [GesturePart], node: ViewNode, isSimultaneous: Bool, isHighPriority: Bool)
  {
    while boxes.count > parts.count { boxes.removeLast().remove() }
    while boxes.count < parts.count { boxes.append(GestureRecognizerBox()) }
    for (box, part) in zip(boxes, parts) {
      box.isSimultaneous = isSimultaneous
      box.isHighPriority = isHighPriority
      let held = part.beginsWhileRecognizing
      box.canBegin = { [weak self] in
        guard let self else { return false }
        return held.allSatisfy { index in
          guard index < self.boxes.count, let recognizer = self.boxes[index].recognizer else {
            return false
          }
          return recognizer.state == .began || recognizer.state == .changed
        }
      }
      box.siblings = { [weak self, weak box] in
        self?.boxes.compactMap { $0 === box ? nil : $0.recognizer } ?? []
      }
      let waited = part.waitsForFailureOf
      box.waitsForFailureOf = { [weak self] in
        guard let self else { return [] }
        return waited.compactMap { $0 < self.boxes.count ? self.boxes[$0].recognizer : nil }
      }
      part.configure(box, node)
    }
  }

  /// Puts each part's recognizer on `view`.
  func install(on view: UIView) {
    for box in boxes { box.install(on: view) }
  }

  /// Turns the recognizers on or off: turning one off cancels what it recognizes and makes it
  /// ignore touches until it is turned on again, as UIKit's `isEnabled` does.
  func setEnabled(_ isEnabled: Bool) {
    for box in boxes {
      if let recognizer = box.recognizer, recognizer.isEnabled != isEnabled {
        recognizer.isEnabled = isEnabled
      }
    }
  }
}
