import Testing
import UIKit

// The box is internal: no public path hands a gesture's node a new platform view, so it is
// driven directly.
@testable import SwiftUI

// Tolerance: none; recognizers and views are compared by identity and counted.

/// A gesture modifier's recognizer follows the view it is installed on.
@Suite("SwiftUI: a gesture's recognizer moves with its view")
struct GestureRecognizerBoxTests {
  @Test func installingOnAnotherViewTakesTheRecognizerOffTheOldOne() throws {
    let graph = ViewGraph()
    let node = ViewNode(graph: graph, parent: nil, view: Color.blue)
    let box = GestureRecognizerBox()
    box.configure(TapGesture(count: 2), actions: GestureActions(), node: node)
    let old = UIView()
    let new = UIView()
    box.install(on: old)
    let first = try #require(box.recognizer)
    #expect(old.gestureRecognizers?.count == 1)
    #expect(first.view === old)

    box.install(on: new)
    let second = try #require(box.recognizer)
    #expect(old.gestureRecognizers == nil)
    #expect(first.view == nil)
    #expect(new.gestureRecognizers?.count == 1)
    #expect(new.gestureRecognizers?.first === second)
    #expect(second.view === new)
    #expect((second as? UITapGestureRecognizer)?.numberOfTapsRequired == 2)
  }

  @Test func installingOnTheSameViewAgainKeepsOneRecognizer() throws {
    let graph = ViewGraph()
    let node = ViewNode(graph: graph, parent: nil, view: Color.blue)
    let box = GestureRecognizerBox()
    box.configure(TapGesture(), actions: GestureActions(), node: node)
    let view = UIView()
    box.install(on: view)
    let first = try #require(box.recognizer)
    box.install(on: view)
    #expect(view.gestureRecognizers?.count == 1)
    #expect(box.recognizer === first)
  }
}
