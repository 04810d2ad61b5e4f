/// An `ObservableObject` an ancestor put in the environment with
/// `environmentObject(_:)`; the body is evaluated again when the object changes.
///
/// ```swift
/// import SwiftUI
///
/// final class Session: ObservableObject {
///   @Published var liked = false
/// }
///
/// struct LikeButton: View {
///   @EnvironmentObject var session: Session
///   var body: some View { Text(session.liked ? "♥" : "♡") }
/// }
///
/// let screen = LikeButton().environmentObject(Session())
/// ```
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  private let link = EnvironmentObjectLink<ObjectType>()

  /// An object of this type from the environment.
  public init() {}

  /// The object an ancestor provided.
  ///
  /// A view that reads it with no ancestor providing one stops the app, with SwiftUI's message,
  /// as SwiftUI does: no value could stand for the missing object.
  public var wrappedValue: ObjectType {
    guard let object = link.object else {
      fatalError(
        "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for "
          + "\(ObjectType.self) may be missing as an ancestor of this view.")
    }
    return object
  }

  /// Bindings to the object's properties.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject(wrappedValue: wrappedValue).projectedValue
  }
}

/// The object an `@EnvironmentObject` found in its node's environment.
final class EnvironmentObjectLink<ObjectType: AnyObject> {
  var object: ObjectType?
}

extension EnvironmentObject: NodeBoundProperty {
  func bind(to node: ViewNode, slot: inout Int) {
    link.object = node.environment[EnvironmentObjectKey<ObjectType>.self]
    if let object = link.object {
      ObjectSubscription.subscribe(node, to: object, slot: &slot)
    } else {
      slot += 1
    }
  }
}

/// Where the environment keeps the object of one type.
enum EnvironmentObjectKey<Object: AnyObject>: EnvironmentKey {
  static var defaultValue: Object? { nil }
}

nonisolated extension View {
  /// Provides `object` to the `@EnvironmentObject` properties of this view and the views inside
  /// it.
  public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
    modifier(EnvironmentWritingModifier { $0[EnvironmentObjectKey<T>.self] = object })
  }

  /// Provides `object` to the `@Environment(T.self)` properties of this view and the views
  /// inside it (an `@Observable` model).
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
    modifier(EnvironmentWritingModifier { $0[EnvironmentObjectKey<T>.self] = object })
  }
}
