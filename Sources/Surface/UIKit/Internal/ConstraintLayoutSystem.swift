import HeadlessRuntime

/// One view's Auto Layout pass: the active constraints among the view (the container), its
/// layout guides and its subviews, solved for the frames of the subviews that opt in
/// (`translatesAutoresizingMaskIntoConstraints` false).
///
/// Known: the container's bounds (a scroll view's from its content origin), its guides' layout
/// frames (but a scroll view's content guide, whose size is unknown and becomes the content
/// size), and the frames of the other subviews. Unknown: each opted-in subview's x, y, width
/// and height, held near its current frame at the lowest weight (so a view the constraints do
/// not fully place keeps what they leave free) and near its intrinsic size at its hugging and
/// compression priorities, as UIKit adds them. A constraint naming a view outside this set (an
/// ancestor, a grandchild) is left to that view's own pass or ignored. Leading and trailing
/// follow the container's layout direction.
struct ConstraintLayoutSystem {
  /// An item's rectangle as expressions in the container's coordinates, and its margins.
  private struct Edges {
    var x, y, width, height: LinearConstraintSolver.Expression
    var margins: UIEdgeInsets
    var hasUnknown: Bool
  }

  /// The weight that holds an unconstrained frame where it is (below any priority, 1…999).
  private static let stayWeight = 0.001

  /// The solver's weight for `priority`: nil (required) from 1,000, the priority itself below
  /// (at least 1).
  private static func weight(of priority: UILayoutPriority) -> Double? {
    priority.rawValue >= 1000 ? nil : Double(max(priority.rawValue, 1))
  }

  private let container: UIView
  private let rightToLeft: Bool
  private var solver = LinearConstraintSolver()
  private var unknowns: [(view: UIView, variables: [LinearConstraintSolver.Variable])] = []
  private var unknownIndex: [ObjectIdentifier: Int] = [:]
  /// A scroll view's content guide and the unknowns for its width and height, when constraints
  /// name it: their solution is the content size.
  private var contentGuide: (guide: UILayoutGuide, width: Variable, height: Variable)?

  private typealias Variable = LinearConstraintSolver.Variable

  init(container: UIView) {
    self.container = container
    rightToLeft = container.effectiveUserInterfaceLayoutDirection == .rightToLeft
  }

  /// The frames the constraints give the opted-in subviews, and the constraints broken because
  /// they contradicted required ones (as UIKit breaks one and logs it).
  mutating func solve() -> (
    frames: [(view: UIView, frame: CGRect)], broken: [NSLayoutConstraint], contentSize: CGSize?
  ) {
    if let scroll = container as? UIScrollView,
      let guide = scroll.systemLayoutGuides[UIScrollView.contentGuideName],
      !guide.activeConstraints.isEmpty
    {
      // The size is held where it is at the lowest weight, as an unconstrained frame is.
      let (width, height) = (solver.makeVariable(), solver.makeVariable())
      for (variable, value) in [
        (width, scroll.contentSize.width), (height, scroll.contentSize.height),
      ] {
        try? solver.add(
          LinearConstraintSolver.Expression(variable) - .init(constant: Double(value)), .equal,
          weight: Self.stayWeight)
      }
      contentGuide = (guide, width, height)
    }
    for view in container.subviews where !view.translatesAutoresizingMaskIntoConstraints {
      let variables = (0..<4).map { _ in solver.makeVariable() }
      unknownIndex[ObjectIdentifier(view)] = unknowns.count
      unknowns.append((view, variables))
      let current = [view.frame.minX, view.frame.minY, view.frame.width, view.frame.height]
      for (variable, value) in zip(variables, current) where value.isFinite {
        try? solver.add(
          LinearConstraintSolver.Expression(variable) - .init(constant: Double(value)), .equal,
          weight: Self.stayWeight)
      }
    }
    var broken: [NSLayoutConstraint] = []
    for constraint in candidateConstraints() {
      guard let (expression, relation) = linear(constraint) else { continue }
      do {
        try solver.add(expression, relation, weight: Self.weight(of: constraint.priority))
      } catch {
        broken.append(constraint)
      }
    }
    for (view, variables) in unknowns { addIntrinsicSize(of: view, variables) }
    let frames = unknowns.compactMap { view, variables -> (UIView, CGRect)? in
      let values = variables.map { CGFloat(solver.value(of: $0)) }
      guard values.allSatisfy(\.isFinite) else { return nil }
      return (view, CGRect(x: values[0], y: values[1], width: values[2], height: values[3]))
    }
    let contentSize = contentGuide.flatMap { guide -> CGSize? in
      let size = CGSize(
        width: CGFloat(solver.value(of: guide.width)),
        height: CGFloat(solver.value(of: guide.height)))
      return size.width.isFinite && size.height.isFinite ? size : nil
    }
    return (frames, broken, contentSize)
  }

  /// The active constraints naming the container, its guides or its subviews, each once, in the
  /// order the container, its guides and then its subviews were given them.
  private func candidateConstraints() -> [NSLayoutConstraint] {
    var seen = Set<ObjectIdentifier>()
    var list: [NSLayoutConstraint] = []
    func take(_ constraints: [NSLayoutConstraint]) {
      for constraint in constraints where seen.insert(ObjectIdentifier(constraint)).inserted {
        list.append(constraint)
      }
    }
    take(container.activeConstraints)
    for guide in container.systemLayoutGuides.keys.sorted() {
      take(container.systemLayoutGuides[guide]?.activeConstraints ?? [])
    }
    for guide in container.storedLayoutGuides { take(guide.activeConstraints) }
    for view in container.subviews where !view.translatesAutoresizingMaskIntoConstraints {
      take(view.activeConstraints)
    }
    return list
  }

  /// `first.attribute − (multiplier · second.attribute + constant)` and its relation to 0; nil
  /// when an item is outside this pass or nothing in it is unknown.
  private func linear(_ constraint: NSLayoutConstraint)
    -> (LinearConstraintSolver.Expression, LinearConstraintSolver.Relation)?
  {
    guard let firstItem = constraint.firstItem, let first = edges(of: firstItem),
      let lhs = value(constraint.firstAttribute, of: first)
    else { return nil }
    var rhs = LinearConstraintSolver.Expression(constant: Double(constraint.constant))
    var anyUnknown = first.hasUnknown
    if let secondItem = constraint.secondItem, constraint.secondAttribute != .notAnAttribute {
      guard let second = edges(of: secondItem),
        let other = value(constraint.secondAttribute, of: second)
      else { return nil }
      rhs = rhs + other * Double(constraint.multiplier)
      anyUnknown = anyUnknown || second.hasUnknown
    }
    guard anyUnknown else { return nil }
    let relation: LinearConstraintSolver.Relation =
      switch constraint.relation {
      case .lessThanOrEqual: .lessThanOrEqual
      case .equal: .equal
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    return (lhs - rhs, relation)
  }

  /// The item's rectangle in the container's coordinates, when it is in this pass.
  private func edges(of item: AnyObject) -> Edges? {
    if item === container {
      let origin = container is UIScrollView ? .zero : container.bounds.origin
      return known(CGRect(origin: origin, size: container.bounds.size), container.layoutMargins)
    }
    if let contentGuide, item === contentGuide.guide {
      return Edges(
        x: .init(constant: 0), y: .init(constant: 0), width: .init(contentGuide.width),
        height: .init(contentGuide.height), margins: .zero, hasUnknown: true)
    }
    if let guide = item as? UILayoutGuide, let owner = guide.owningView {
      if owner === container { return known(guide.layoutFrame, .zero) }
      guard owner.superview === container, var ownerEdges = edges(of: owner) else { return nil }
      // The guide inside a subview: its insets from that subview's bounds.
      let frame = guide.layoutFrame
      let bounds = owner.bounds
      let left = Double(frame.minX - bounds.minX)
      let top = Double(frame.minY - bounds.minY)
      ownerEdges.x = ownerEdges.x + .init(constant: left)
      ownerEdges.y = ownerEdges.y + .init(constant: top)
      ownerEdges.width = ownerEdges.width + .init(constant: Double(frame.width - bounds.width))
      ownerEdges.height = ownerEdges.height + .init(constant: Double(frame.height - bounds.height))
      ownerEdges.margins = .zero
      return ownerEdges
    }
    guard let view = item as? UIView, view.superview === container else { return nil }
    guard let index = unknownIndex[ObjectIdentifier(view)] else {
      return known(view.frame, view.layoutMargins)
    }
    let variables = unknowns[index].variables
    return Edges(
      x: .init(variables[0]), y: .init(variables[1]), width: .init(variables[2]),
      height: .init(variables[3]), margins: view.layoutMargins, hasUnknown: true)
  }

  private func known(_ rect: CGRect, _ margins: UIEdgeInsets) -> Edges {
    Edges(
      x: .init(constant: Double(rect.minX)), y: .init(constant: Double(rect.minY)),
      width: .init(constant: Double(rect.width)), height: .init(constant: Double(rect.height)),
      margins: margins, hasUnknown: false)
  }

  /// The value of `attribute` of an item with `edges`.
  ///
  /// Leading and trailing are measured leftward in a right-to-left container, so their
  /// constants mirror, as in UIKit.
  private func value(_ attribute: NSLayoutConstraint.Attribute, of edges: Edges)
    -> LinearConstraintSolver.Expression?
  {
    let (x, y, w, h, m) = (edges.x, edges.y, edges.width, edges.height, edges.margins)
    let left = x
    let right = x + w
    let leftMargin = x + .init(constant: Double(m.left))
    let rightMargin = right - .init(constant: Double(m.right))
    switch attribute {
    case .left: return left
    case .right: return right
    case .top, .firstBaseline: return y
    case .bottom, .lastBaseline: return y + h
    case .width: return w
    case .height: return h
    case .centerX: return x + w * 0.5
    case .centerY: return y + h * 0.5
    case .leading: return rightToLeft ? right * -1 : left
    case .trailing: return rightToLeft ? left * -1 : right
    case .leftMargin: return leftMargin
    case .rightMargin: return rightMargin
    case .topMargin: return y + .init(constant: Double(m.top))
    case .bottomMargin: return y + h - .init(constant: Double(m.bottom))
    case .leadingMargin: return rightToLeft ? rightMargin * -1 : leftMargin
    case .trailingMargin: return rightToLeft ? leftMargin * -1 : rightMargin
    case .centerXWithinMargins: return (leftMargin + rightMargin) * 0.5
    case .centerYWithinMargins:
      return (y + .init(constant: Double(m.top)) + y + h - .init(constant: Double(m.bottom))) * 0.5
    case .notAnAttribute: return nil
    }
  }

  /// UIKit's constraints from an intrinsic size: no larger at the hugging priority, no smaller
  /// at the compression resistance priority.
  private mutating func addIntrinsicSize(
    of view: UIView, _ variables: [LinearConstraintSolver.Variable]
  ) {
    let size = view.intrinsicContentSize
    for (axis, length, variable) in [
      (NSLayoutConstraint.Axis.horizontal, size.width, variables[2]),
      (.vertical, size.height, variables[3]),
    ] where length != UIView.noIntrinsicMetric && length.isFinite && length >= 0 {
      let difference =
        LinearConstraintSolver.Expression(variable) - .init(constant: Double(length))
      for (priority, relation) in [
        (view.contentHuggingPriority(for: axis), LinearConstraintSolver.Relation.lessThanOrEqual),
        (view.contentCompressionResistancePriority(for: axis), .greaterThanOrEqual),
      ] {
        try? solver.add(difference, relation, weight: Self.weight(of: priority))
      }
    }
  }
}
