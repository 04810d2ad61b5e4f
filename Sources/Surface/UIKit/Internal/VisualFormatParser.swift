/// Reads one visual-format string into constraints (Apple's Visual Format Language grammar).
struct VisualFormatParser {
  /// Why a string was rejected, and where.
  struct Failure: Error {
    let message: String
  }

  /// One `(relation)(constant or view)(@priority)` of a predicate list.
  private struct Predicate {
    var relation = NSLayoutConstraint.Relation.equal
    var constant: CGFloat = 0
    var view: AnyObject?
    var priority = UILayoutPriority.required
  }

  /// The standard spacing between sibling views and to the superview's edge (Apple's Auto
  /// Layout Guide, "Visual Format Language").
  static let standardSiblingSpacing: CGFloat = 8
  static let standardEdgeSpacing: CGFloat = 20

  private let characters: [Character]
  private let options: NSLayoutConstraint.FormatOptions
  private let metrics: [String: Any]
  private let views: [String: Any]
  private var index = 0
  private var horizontal = true
  private var made: [NSLayoutConstraint] = []

  init(
    format: String, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any],
    views: [String: Any]
  ) {
    characters = Array(format.filter { !$0.isWhitespace })
    self.options = options
    self.metrics = metrics
    self.views = views
  }

  mutating func parse() throws(Failure) -> [NSLayoutConstraint] {
    if characters.count >= 2, characters[1] == ":" {
      switch characters[0] {
      case "H": horizontal = true
      case "V": horizontal = false
      default: throw fail("the orientation must be H or V")
      }
      index = 2
    }
    var previous: AnyObject?
    var pending: [Predicate]?
    var startsAtSuperview = false
    var alignedViews: [AnyObject] = []
    if peek == "|" {
      index += 1
      startsAtSuperview = true
      pending = try connection(edge: true)
    }
    while index < characters.count {
      guard peek == "[" else {
        if peek == "|" { break }
        throw fail("expected a view ([name])")
      }
      let view = try viewTerm()
      if let predicates = pending {
        if let previous {
          for predicate in predicates {
            add(view, leadingAttribute, predicate.relation, previous, trailingAttribute, predicate)
          }
        } else if startsAtSuperview {
          let container = try superview(of: view)
          for predicate in predicates {
            add(view, leadingAttribute, predicate.relation, container, leadingAttribute, predicate)
          }
        }
      }
      alignedViews.append(view)
      previous = view
      pending = nil
      if index < characters.count {
        pending = try connection(edge: false)
      }
    }
    if peek == "|" {
      index += 1
      guard let previous else { throw fail("a superview edge needs a view before it") }
      let container = try superview(of: previous)
      var predicates = pending ?? [Predicate()]
      if pending != nil, predicates.count == 1, predicates[0].view == nil,
        predicates[0].constant == Self.standardSiblingSpacing, lastConnectionWasStandard
      {
        predicates[0].constant = Self.standardEdgeSpacing
      }
      for predicate in predicates {
        add(
          container, trailingAttribute, predicate.relation, previous, trailingAttribute, predicate)
      }
    } else if pending != nil {
      throw fail("a connection must end at a view or the superview")
    }
    guard index == characters.count else { throw fail("unexpected character") }
    alignAll(alignedViews)
    return made
  }

  // MARK: - Terms

  private var lastConnectionWasStandard = false

  /// A connection after an edge or view: nothing (adjacent), `-` (standard) or `-list-`.
  private mutating func connection(edge: Bool) throws(Failure) -> [Predicate] {
    lastConnectionWasStandard = false
    guard peek == "-" else { return [Predicate()] }
    index += 1
    if peek == "[" || peek == "|" {
      lastConnectionWasStandard = true
      var standard = Predicate()
      standard.constant = edge ? Self.standardEdgeSpacing : Self.standardSiblingSpacing
      return [standard]
    }
    let predicates = try predicateList()
    guard peek == "-" else { throw fail("expected - after the spacing") }
    index += 1
    return predicates
  }

  /// `[name]` or `[name(predicates)]`: the view, with its size constraints made.
  private mutating func viewTerm() throws(Failure) -> AnyObject {
    index += 1
    let name = identifier()
    guard !name.isEmpty else { throw fail("expected a view name") }
    guard let view = views[name].map({ $0 as AnyObject }) else {
      throw fail("\(name) is not a key in the views dictionary")
    }
    if peek == "(" {
      for predicate in try parenthesized() {
        if let other = predicate.view {
          add(view, sizeAttribute, predicate.relation, other, sizeAttribute, predicate)
        } else {
          add(view, sizeAttribute, predicate.relation, nil, .notAnAttribute, predicate)
        }
      }
    }
    guard peek == "]" else { throw fail("expected ] after the view") }
    index += 1
    return view
  }

  /// A simple predicate (a number or metric) or a parenthesized list.
  private mutating func predicateList() throws(Failure) -> [Predicate] {
    if peek == "(" { return try parenthesized() }
    var predicate = Predicate()
    predicate.constant = try constant()
    return [predicate]
  }

  private mutating func parenthesized() throws(Failure) -> [Predicate] {
    index += 1
    var predicates: [Predicate] = []
    repeat {
      if peek == "," { index += 1 }
      predicates.append(try predicate())
    } while peek == ","
    guard peek == ")" else { throw fail("expected ) after the predicates") }
    index += 1
    return predicates
  }

  private mutating func predicate() throws(Failure) -> Predicate {
    var predicate = Predicate()
    if let next = peek, "=<>".contains(next) {
      guard index + 1 < characters.count, characters[index + 1] == "=" else {
        throw fail("a relation is ==, <= or >=")
      }
      predicate.relation =
        next == "<" ? .lessThanOrEqual : next == ">" ? .greaterThanOrEqual : .equal
      index += 2
    }
    if let next = peek, next.isLetter || next == "_" {
      let name = identifier()
      if let metric = metrics[name] {
        guard let value = Self.number(metric) else { throw fail("metric \(name) is not a number") }
        predicate.constant = value
      } else if let view = views[name] {
        predicate.view = view as AnyObject
      } else {
        throw fail("\(name) is neither a metric nor a view")
      }
    } else {
      predicate.constant = try number()
    }
    if peek == "@" {
      index += 1
      predicate.priority = UILayoutPriority(Float(try constant()))
    }
    return predicate
  }

  private mutating func constant() throws(Failure) -> CGFloat {
    if let next = peek, next.isLetter || next == "_" {
      let name = identifier()
      guard let metric = metrics[name], let value = Self.number(metric) else {
        throw fail("\(name) is not a number in the metrics dictionary")
      }
      return value
    }
    return try number()
  }

  private mutating func number() throws(Failure) -> CGFloat {
    let start = index
    if peek == "-" || peek == "+" { index += 1 }
    while let next = peek, next.isNumber || next == "." { index += 1 }
    guard let value = Double(String(characters[start..<index])), value.isFinite else {
      index = start
      throw fail("expected a number")
    }
    return CGFloat(value)
  }

  private mutating func identifier() -> String {
    let start = index
    while let next = peek, next.isLetter || next.isNumber || next == "_" { index += 1 }
    return String(characters[start..<index])
  }

  private var peek: Character? { index < characters.count ? characters[index] : nil }

  private func fail(_ message: String) -> Failure {
    Failure(message: "\(message) at character \(index + 1)")
  }

  private static func number(_ value: Any) -> CGFloat? {
    switch value {
    case let value as CGFloat: value
    case let value as Double: CGFloat(value)
    case let value as Float: CGFloat(value)
    case let value as Int: CGFloat(value)
    default: nil
    }
  }

  // MARK: - Constraints

  private var leadingAttribute: NSLayoutConstraint.Attribute {
    guard horizontal else { return .top }
    switch options.intersection(.directionMask) {
    case .directionLeftToRight: return .left
    case .directionRightToLeft: return .right
    default: return .leading
    }
  }

  private var trailingAttribute: NSLayoutConstraint.Attribute {
    guard horizontal else { return .bottom }
    switch options.intersection(.directionMask) {
    case .directionLeftToRight: return .right
    case .directionRightToLeft: return .left
    default: return .trailing
    }
  }

  private var sizeAttribute: NSLayoutConstraint.Attribute { horizontal ? .width : .height }

  private func superview(of view: AnyObject) throws(Failure) -> AnyObject {
    guard let superview = (view as? UIView)?.superview else {
      throw fail("| stands for the superview, and the view has none")
    }
    return superview
  }

  private mutating func add(
    _ first: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute,
    _ relation: NSLayoutConstraint.Relation, _ second: AnyObject?,
    _ secondAttribute: NSLayoutConstraint.Attribute, _ predicate: Predicate
  ) {
    let constraint = NSLayoutConstraint(
      item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
      attribute: secondAttribute, multiplier: 1,
      constant: predicate.view == nil || second == nil ? predicate.constant : 0)
    constraint.priority = predicate.priority
    made.append(constraint)
  }

  /// The alignment options: each view after the first aligned with the one before it.
  private mutating func alignAll(_ aligned: [AnyObject]) {
    let attributes: [NSLayoutConstraint.Attribute] = [
      .left, .right, .top, .bottom, .leading, .trailing, .centerX, .centerY, .lastBaseline,
      .firstBaseline,
    ]
    for attribute in attributes
    where options.contains(NSLayoutConstraint.FormatOptions(rawValue: 1 << attribute.rawValue)) {
      for (previous, view) in zip(aligned, aligned.dropFirst()) {
        add(view, attribute, .equal, previous, attribute, Predicate())
      }
    }
  }
}
