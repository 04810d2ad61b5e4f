/// Where a scroll view is scrolled, by meaning: to a view, an edge or a point (iOS 18).
///
/// Bind it with ``View/scrollPosition(_:anchor:)``: setting it scrolls the scroll view; when the
/// user scrolls, the scroll view writes it back, positioned by the user, with the identity of
/// the leading-most view of its scroll target layout whose identity has the position's type.
///
/// ```swift
/// import SwiftUI
///
/// struct Feed: View {
///   @State private var position = ScrollPosition(edge: .top)
///   var body: some View {
///     ScrollView {
///       LazyVStack {
///         ForEach(0..<50) { index in Text("\(index)") }
///       }
///       .scrollTargetLayout()
///     }
///     .scrollPosition($position)
///     .onTapGesture { withAnimation { position.scrollTo(edge: .bottom) } }
///   }
/// }
/// ```
public struct ScrollPosition: Equatable, @unchecked Sendable {
  /// What the position names (its identities are `Hashable & Sendable` values).
  enum Target: Equatable {
    case none
    case view(AnyHashable, anchor: UnitPoint?)
    case edge(Edge)
    case point(CGPoint)
    case x(CGFloat)
    case y(CGFloat)
  }

  var target: Target
  /// The type of the identities the scroll view reports.
  let idType: ObjectIdentifier
  /// An identity as the position's type, nil when it is of another.
  private let typed: @Sendable (AnyHashable) -> (any Hashable & Sendable)?
  /// The identity the user last scrolled to, of the position's type.
  var userViewID: AnyHashable?
  /// ``viewID``, kept as set.
  private var sendableViewID: (any Hashable & Sendable)?
  /// Counts the app's scrolls, so the same target set twice scrolls twice.
  var generation = 0

  /// Whether the user put the scroll view where it is.
  ///
  /// Setting it to true clears the edge and the point, as in SwiftUI.
  public var isPositionedByUser: Bool {
    didSet {
      guard isPositionedByUser else { return }
      switch target {
      case .edge, .point, .x, .y: target = .none
      case .none, .view: break
      }
    }
  }

  private init<ID: Hashable & Sendable>(idType: ID.Type, target: Target) {
    self.idType = ObjectIdentifier(idType)
    typed = { $0.base as? ID }
    self.target = target
    isPositionedByUser = false
  }

  /// A position that looks for identities of `idType` in the scroll target layout.
  public init(idType: (some Hashable & Sendable).Type = Never.self) {
    self.init(idType: idType, target: .none)
  }

  /// A position at `edge`.
  public init(idType: (some Hashable & Sendable).Type = Never.self, edge: Edge) {
    self.init(idType: idType, target: .edge(edge))
  }

  /// A position with the content's `point` at the top leading corner.
  public init(idType: (some Hashable & Sendable).Type = Never.self, point: CGPoint) {
    self.init(idType: idType, target: .point(point))
  }

  /// A position at the view whose identity is `id`, its `anchor` on the same point of the
  /// visible region.
  public init<ID: Hashable & Sendable>(id: ID, anchor: UnitPoint? = nil) {
    self.init(idType: ID.self, target: .view(AnyHashable(id), anchor: anchor))
    sendableViewID = id
  }

  /// The identity of the view the position names, set in code or scrolled to by the user.
  public var viewID: (any Hashable & Sendable)? { sendableViewID }

  /// ``viewID`` as a `T`; nil when it is of another type.
  public func viewID<T: Hashable>(type: T.Type) -> T? { sendableViewID as? T }

  public static func == (lhs: ScrollPosition, rhs: ScrollPosition) -> Bool {
    lhs.target == rhs.target && lhs.idType == rhs.idType && lhs.userViewID == rhs.userViewID
      && lhs.isPositionedByUser == rhs.isPositionedByUser && lhs.generation == rhs.generation
  }

  /// The edge the position names, if set with one.
  public var edge: Edge? {
    if case .edge(let edge) = target { return edge }
    return nil
  }

  /// The point the position names, if set with one (not with `scrollTo(x:)` or `scrollTo(y:)`
  /// alone).
  public var point: CGPoint? {
    if case .point(let point) = target { return point }
    return nil
  }

  /// Scrolls to the view whose identity is `id`.
  public mutating func scrollTo<ID: Hashable & Sendable>(id: ID, anchor: UnitPoint? = nil) {
    set(.view(AnyHashable(id), anchor: anchor))
    sendableViewID = id
  }

  /// Scrolls to `edge`.
  public mutating func scrollTo(edge: Edge) { set(.edge(edge)) }

  /// Scrolls the content's `point` to the top leading corner.
  public mutating func scrollTo(point: CGPoint) { set(.point(point)) }

  /// Scrolls horizontally to `x`, leaving the vertical offset.
  public mutating func scrollTo(x: CGFloat) { set(.x(x)) }

  /// Scrolls vertically to `y`, leaving the horizontal offset.
  public mutating func scrollTo(y: CGFloat) { set(.y(y)) }

  private mutating func set(_ target: Target) {
    self.target = target
    userViewID = nil
    sendableViewID = nil
    isPositionedByUser = false
    generation &+= 1
  }

  /// The position after the user scrolled, showing first the view whose identity is `id`
  /// (recorded only when it has the position's type).
  func positionedByUser(showing id: AnyHashable?) -> ScrollPosition {
    var position = self
    position.target = .none
    let value = id.flatMap(typed)
    position.userViewID = value == nil ? nil : id
    position.sendableViewID = value
    position.isPositionedByUser = true
    return position
  }
}

nonisolated extension View {
  /// Binds `position` to where the scroll views inside are scrolled: setting it scrolls them
  /// (animated inside `withAnimation`), and scrolling by the user writes it back.
  ///
  /// `anchor` places a view the position names when it names none itself; with neither, the
  /// view's leading edge goes to the visible leading edge.
  public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil)
    -> some View
  {
    let binding = ScrollPositionValueBinding(position, anchor: anchor)
    return modifier(ScrollConfigurationModifier { $0.positionValue = binding })
  }
}

/// `scrollPosition(_:anchor:)`'s binding.
final class ScrollPositionValueBinding {
  let binding: Binding<ScrollPosition>
  let anchor: UnitPoint?
  init(_ binding: Binding<ScrollPosition>, anchor: UnitPoint?) {
    self.binding = binding
    self.anchor = anchor
  }
}
