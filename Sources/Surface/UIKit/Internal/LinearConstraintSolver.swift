/// Solves linear equalities and inequalities, each required or weighted, by the Cassowary
/// simplex method (Badros, Borning & Stuckey, "The Cassowary Linear Arithmetic Constraint
/// Solving Algorithm", ACM TOCHI 8(4), 2001) as the kiwi solver lays it out: the algorithm Auto
/// Layout is built on.
///
/// Every choice between symbols goes by the order they were made in, so the same constraints
/// give the same values on every run (no dictionary order reaches a result).
struct LinearConstraintSolver {
  /// An unknown.
  struct Variable: Hashable {
    fileprivate let id: Int
  }

  /// `Σ coefficient·variable + constant`.
  struct Expression {
    var terms: [(variable: Variable, coefficient: Double)] = []
    var constant: Double = 0

    init(constant: Double = 0) { self.constant = constant }

    init(_ variable: Variable, _ coefficient: Double = 1) {
      terms = [(variable, coefficient)]
    }

    static func + (lhs: Expression, rhs: Expression) -> Expression {
      var sum = lhs
      sum.terms += rhs.terms
      sum.constant += rhs.constant
      return sum
    }

    static func * (lhs: Expression, factor: Double) -> Expression {
      var product = lhs
      product.terms = lhs.terms.map { ($0.variable, $0.coefficient * factor) }
      product.constant *= factor
      return product
    }

    static func - (lhs: Expression, rhs: Expression) -> Expression { lhs + rhs * -1 }
  }

  /// How an expression compares with 0.
  enum Relation {
    case lessThanOrEqual, equal, greaterThanOrEqual
  }

  /// A required constraint that contradicts the ones already added.
  struct Unsatisfiable: Error {}

  private enum Kind { case external, slack, error, dummy }

  private struct Symbol: Hashable, Comparable {
    let id: Int
    let kind: Kind
    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }
  }

  /// `constant + Σ coefficient·symbol`.
  private struct Row {
    var constant: Double
    var cells: [Symbol: Double] = [:]

    /// The symbols in the order they were made.
    var symbols: [Symbol] { cells.keys.sorted() }

    func coefficient(for symbol: Symbol) -> Double { cells[symbol] ?? 0 }

    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
      let sum = (cells[symbol] ?? 0) + coefficient
      if abs(sum) < LinearConstraintSolver.epsilon {
        cells[symbol] = nil
      } else {
        cells[symbol] = sum
      }
    }

    mutating func insert(_ row: Row, _ coefficient: Double = 1) {
      constant += row.constant * coefficient
      for (symbol, value) in row.cells { insert(symbol, value * coefficient) }
    }

    mutating func reverseSign() {
      constant = -constant
      for symbol in cells.keys { cells[symbol] = -(cells[symbol] ?? 0) }
    }

    /// Rewrites `0 = row` as `symbol = row'`.
    mutating func solve(for symbol: Symbol) {
      let factor = -1 / (cells.removeValue(forKey: symbol) ?? 1)
      constant *= factor
      for key in cells.keys { cells[key] = (cells[key] ?? 0) * factor }
    }

    /// Rewrites `lhs = row` as `rhs = row'`.
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
      insert(lhs, -1)
      solve(for: rhs)
    }

    mutating func substitute(_ symbol: Symbol, _ row: Row) {
      guard let coefficient = cells.removeValue(forKey: symbol) else { return }
      insert(row, coefficient)
    }
  }

  fileprivate static let epsilon = 1e-8

  private var rows: [Symbol: Row] = [:]
  private var variableSymbols: [Variable: Symbol] = [:]
  private var objective = Row(constant: 0)
  private var artificial: Row?
  private var nextID = 1

  /// A new unknown (0 until constrained).
  mutating func makeVariable() -> Variable {
    defer { nextID += 1 }
    let variable = Variable(id: nextID)
    variableSymbols[variable] = Symbol(id: nextID, kind: .external)
    return variable
  }

  /// Adds `expression relation 0`: required when `weight` is nil, otherwise kept as nearly as
  /// the other constraints allow, in proportion to `weight`.
  mutating func add(_ expression: Expression, _ relation: Relation, weight: Double?)
    throws(Unsatisfiable)
  {
    var row = Row(constant: expression.constant)
    for (variable, coefficient) in expression.terms where abs(coefficient) >= Self.epsilon {
      guard let symbol = variableSymbols[variable] else { continue }
      if let basic = rows[symbol] {
        row.insert(basic, coefficient)
      } else {
        row.insert(symbol, coefficient)
      }
    }
    var marker: Symbol
    var other: Symbol?
    switch relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let sign: Double = relation == .lessThanOrEqual ? 1 : -1
      marker = makeSymbol(.slack)
      row.insert(marker, sign)
      if let weight {
        let error = makeSymbol(.error)
        other = error
        row.insert(error, -sign)
        objective.insert(error, weight)
      }
    case .equal:
      if let weight {
        marker = makeSymbol(.error)
        let minus = makeSymbol(.error)
        other = minus
        row.insert(marker, -1)
        row.insert(minus, 1)
        objective.insert(marker, weight)
        objective.insert(minus, weight)
      } else {
        marker = makeSymbol(.dummy)
        row.insert(marker)
      }
    }
    if row.constant < 0 { row.reverseSign() }

    var subject = chooseSubject(row, marker: marker, other: other)
    if subject == nil, row.cells.keys.allSatisfy({ $0.kind == .dummy }) {
      guard abs(row.constant) < Self.epsilon else { throw Unsatisfiable() }
      subject = marker
    }
    if let subject {
      row.solve(for: subject)
      substitute(subject, row)
      rows[subject] = row
    } else if !addWithArtificialVariable(row) {
      throw Unsatisfiable()
    }
    optimizeObjective()
  }

  /// The value of `variable` in the current solution.
  func value(of variable: Variable) -> Double {
    guard let symbol = variableSymbols[variable], let row = rows[symbol] else { return 0 }
    return row.constant
  }

  // MARK: - Simplex

  private mutating func makeSymbol(_ kind: Kind) -> Symbol {
    defer { nextID += 1 }
    return Symbol(id: nextID, kind: kind)
  }

  private func chooseSubject(_ row: Row, marker: Symbol, other: Symbol?) -> Symbol? {
    if let external = row.symbols.first(where: { $0.kind == .external }) { return external }
    for candidate in [marker, other].compactMap({ $0 })
    where candidate.kind == .slack || candidate.kind == .error {
      if row.coefficient(for: candidate) < 0 { return candidate }
    }
    return nil
  }

  private mutating func addWithArtificialVariable(_ row: Row) -> Bool {
    let art = makeSymbol(.slack)
    rows[art] = row
    artificial = row
    optimize(artificialPhase: true)
    let success = abs(artificial?.constant ?? 0) < Self.epsilon
    artificial = nil
    if var basic = rows.removeValue(forKey: art) {
      if basic.cells.isEmpty { return success }
      guard let entering = basic.symbols.first(where: { $0.kind == .slack || $0.kind == .error })
      else { return false }
      basic.solve(for: art, entering)
      substitute(entering, basic)
      rows[entering] = basic
    }
    for key in rows.keys { rows[key]?.cells[art] = nil }
    objective.cells[art] = nil
    return success
  }

  private mutating func substitute(_ symbol: Symbol, _ row: Row) {
    for key in rows.keys { rows[key]?.substitute(symbol, row) }
    objective.substitute(symbol, row)
    artificial?.substitute(symbol, row)
  }

  private mutating func optimizeObjective() { optimize(artificialPhase: false) }

  /// Pivots until no symbol of the objective (or the artificial row) can lower it.
  private mutating func optimize(artificialPhase: Bool) {
    // Each pivot lowers the objective; a bound on pivots keeps a numerical cycle from hanging.
    for _ in 0..<10_000 {
      let target = artificialPhase ? (artificial ?? objective) : objective
      guard
        let entering = target.symbols.first(where: {
          $0.kind != .dummy && target.coefficient(for: $0) < 0
        })
      else { return }
      var leaving: Symbol?
      var best = Double.infinity
      for key in rows.keys.sorted() where key.kind != .external {
        let coefficient = rows[key]?.coefficient(for: entering) ?? 0
        guard coefficient < 0 else { continue }
        let ratio = -(rows[key]?.constant ?? 0) / coefficient
        if ratio < best {
          best = ratio
          leaving = key
        }
      }
      guard let leaving, var row = rows.removeValue(forKey: leaving) else { return }
      row.solve(for: leaving, entering)
      substitute(entering, row)
      rows[entering] = row
    }
  }
}
