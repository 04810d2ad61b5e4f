import Testing
import UIKit

// Tolerance: none; references are compared by identity.

/// Back references (a view's superview, a layer's superlayer, a recognizer's view, a layout's
/// collection view) do not keep what they point at, and read `nil` once it has gone, as UIKit's
/// weak references do, when the object pointing back outlives it.
@Suite("Back references read nil once what they point at has gone")
struct BackReferenceLifetimeTests {
  @Test func aSubviewKeptByTheAppOutlivesItsSuperview() {
    let child = UIView()
    weak var gone: UIView?
    do {
      let parent = UIView()
      parent.addSubview(child)
      #expect(child.superview === parent)
      #expect(child.layer.superlayer === parent.layer)
      gone = parent
    }
    #expect(gone == nil)
    #expect(child.superview == nil)
    #expect(child.layer.superlayer == nil)
    // The view can be added again, and its new superview is the one it reports.
    let other = UIView()
    other.addSubview(child)
    #expect(child.superview === other)
  }

  @Test func aViewKeptByTheAppOutlivesItsController() {
    let view: UIView
    do {
      let controller = UIViewController()
      view = controller.view
      #expect(view.next === controller)
    }
    // The controller has gone: the view's next responder is its superview, none here.
    #expect(view.next == nil)
  }

  @Test func aViewGivenToAnotherControllerKeepsItWhenTheFirstGoes() {
    let second = UIViewController()
    do {
      let first = UIViewController()
      let view: UIView = first.view
      second.view = view
      #expect(view.next === second)
    }
    #expect(second.view.next === second)
  }

  @Test func aSublayerKeptByTheAppOutlivesItsSuperlayer() {
    let sublayer = CALayer()
    do {
      let layer = CALayer()
      layer.addSublayer(sublayer)
      #expect(sublayer.superlayer === layer)
    }
    #expect(sublayer.superlayer == nil)
  }

  @Test func aRecognizerKeptByTheAppOutlivesItsView() {
    let recognizer = UIPanGestureRecognizer()
    do {
      let view = UIView()
      view.addGestureRecognizer(recognizer)
      #expect(recognizer.view === view)
    }
    #expect(recognizer.view == nil)
  }

  @Test func aRecognizerMovedToAnotherViewKeepsItWhenTheFirstGoes() {
    let recognizer = UITapGestureRecognizer()
    let second = UIView()
    do {
      let first = UIView()
      first.gestureRecognizers = [recognizer]
      second.gestureRecognizers = [recognizer]
    }
    #expect(recognizer.view === second)
  }

  @Test func aLayoutKeptByTheAppOutlivesItsCollectionView() {
    let layout = UICollectionViewFlowLayout()
    do {
      let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
      #expect(layout.collectionView === collectionView)
    }
    #expect(layout.collectionView == nil)
  }
}
