import Testing
import UIKit

// Tolerance: none; recognizers and views are compared by identity and counted.

/// A recognizer is attached to one view at a time, as on iOS: attaching it to another view,
/// by `addGestureRecognizer(_:)` or the `gestureRecognizers` setter, takes it off the first.
@Suite("Gesture recognizers: attached to one view at a time")
struct GestureRecognizerAttachmentTests {
  @Test func addingARecognizerToAnotherViewMovesIt() {
    let first = UIView()
    let second = UIView()
    let kept = UITapGestureRecognizer()
    let moved = UIPanGestureRecognizer()
    first.addGestureRecognizer(kept)
    first.addGestureRecognizer(moved)
    second.addGestureRecognizer(moved)
    #expect(first.gestureRecognizers?.count == 1)
    #expect(first.gestureRecognizers?.first === kept)
    #expect(second.gestureRecognizers?.count == 1)
    #expect(second.gestureRecognizers?.first === moved)
    #expect(moved.view === second)
    #expect(kept.view === first)
  }

  @Test func settingAnotherViewsRecognizersMovesThem() {
    let first = UIView()
    let second = UIView()
    let kept = UITapGestureRecognizer()
    let moved = UIPanGestureRecognizer()
    first.gestureRecognizers = [kept, moved]
    second.gestureRecognizers = [moved]
    #expect(first.gestureRecognizers?.count == 1)
    #expect(first.gestureRecognizers?.first === kept)
    #expect(second.gestureRecognizers?.count == 1)
    #expect(second.gestureRecognizers?.first === moved)
    #expect(moved.view === second)
    #expect(kept.view === first)
    // Taking it off the first view again leaves the second's alone.
    first.removeGestureRecognizer(moved)
    #expect(moved.view === second)
    #expect(second.gestureRecognizers?.count == 1)
  }

  @Test func settingRecognizersDetachesTheOnesLeftOut() {
    let view = UIView()
    let dropped = UITapGestureRecognizer()
    let stays = UIPanGestureRecognizer()
    let added = UILongPressGestureRecognizer()
    view.gestureRecognizers = [dropped, stays]
    view.gestureRecognizers = [stays, added]
    #expect(view.gestureRecognizers?.count == 2)
    #expect(view.gestureRecognizers?.first === stays)
    #expect(view.gestureRecognizers?.last === added)
    #expect(dropped.view == nil)
    #expect(stays.view === view)
    #expect(added.view === view)
    view.gestureRecognizers = nil
    #expect(view.gestureRecognizers == nil)
    #expect(stays.view == nil)
    #expect(added.view == nil)
  }

  @Test func aRecognizerListedTwiceIsAttachedOnce() {
    let view = UIView()
    let recognizer = UITapGestureRecognizer()
    view.gestureRecognizers = [recognizer, recognizer]
    #expect(view.gestureRecognizers?.count == 1)
    view.removeGestureRecognizer(recognizer)
    #expect(view.gestureRecognizers == nil)
    #expect(recognizer.view == nil)
  }
}
