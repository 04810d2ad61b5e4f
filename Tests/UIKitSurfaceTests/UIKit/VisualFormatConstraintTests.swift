import HeadlessRuntime
import Testing
import UIKit

// Tolerance: none; constants are the format's numbers, compared exactly.

/// A readable form of a constraint: `label.leading == superview.leading + 20 @1000`.
private func describe(_ constraint: NSLayoutConstraint, names: [ObjectIdentifier: String])
  -> String
{
  func name(_ item: AnyObject?) -> String {
    item.map { names[ObjectIdentifier($0)] ?? "?" } ?? "nil"
  }
  let relation: String
  switch constraint.relation {
  case .equal: relation = "=="
  case .lessThanOrEqual: relation = "<="
  case .greaterThanOrEqual: relation = ">="
  }
  let second =
    constraint.secondItem == nil
    ? "" : "\(name(constraint.secondItem)).\(constraint.secondAttribute) + "
  return "\(name(constraint.firstItem)).\(constraint.firstAttribute) \(relation) \(second)"
    + "\(constraint.constant) @\(constraint.priority.rawValue)"
}

@Suite("Visual-format constraints: Apple's grammar read into (inert) constraints")
struct VisualFormatConstraintTests {
  let superview = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
  let label = UIView()
  let button = UIView()
  var names: [ObjectIdentifier: String] {
    [
      ObjectIdentifier(superview): "superview", ObjectIdentifier(label): "label",
      ObjectIdentifier(button): "button",
    ]
  }

  init() {
    superview.addSubview(label)
    superview.addSubview(button)
  }

  @Test("edges, standard spacing, predicates, metrics and priorities")
  func fullFormat() {
    let made = NSLayoutConstraint.constraints(
      withVisualFormat: "H:|-[label]-(>=pad@750)-[button(44)]|", options: [],
      metrics: ["pad": 12], views: ["label": label, "button": button])
    #expect(
      made.map { describe($0, names: names) } == [
        "label.leading == superview.leading + 20.0 @1000.0",
        "button.width == 44.0 @1000.0",
        "button.leading >= label.trailing + 12.0 @750.0",
        "superview.trailing == button.trailing + 0.0 @1000.0",
      ])
  }

  @Test("a vertical format pins top and bottom; an alignment option aligns each pair")
  func verticalAndAlignment() {
    let vertical = NSLayoutConstraint.constraints(
      withVisualFormat: "V:|[label]|", options: [], metrics: nil, views: ["label": label])
    #expect(
      vertical.map { describe($0, names: names) } == [
        "label.top == superview.top + 0.0 @1000.0",
        "superview.bottom == label.bottom + 0.0 @1000.0",
      ])
    let aligned = NSLayoutConstraint.constraints(
      withVisualFormat: "[label]-8-[button(==label)]", options: .alignAllCenterY, metrics: nil,
      views: ["label": label, "button": button])
    #expect(
      aligned.map { describe($0, names: names) } == [
        "button.width == label.width + 0.0 @1000.0",
        "button.leading == label.trailing + 8.0 @1000.0",
        "button.centerY == label.centerY + 0.0 @1000.0",
      ])
  }

  @Test("a format UIKit rejects gives no constraints and a problem naming the character")
  func rejected() {
    let runtime = HeadlessRuntime(
      display: HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120))
    runtime.run {
      let made = NSLayoutConstraint.constraints(
        withVisualFormat: "H:|[label]-[missing]|", options: [], metrics: nil,
        views: ["label": label])
      #expect(made.isEmpty)
    }
    let problems = runtime.takeProblems()
    #expect(problems.count == 1)
    #expect(
      problems.first?.message.contains("missing is not a key in the views dictionary") == true)
  }
}
