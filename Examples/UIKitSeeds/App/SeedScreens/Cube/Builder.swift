import UIKit

/// Configures an object with chained calls named after its properties, as the cube article's
/// code builds its layout and collection view: `Builder(UICollectionViewFlowLayout())
/// .minimumLineSpacing(0).build()`.
@dynamicMemberLookup
public struct Builder<Object: AnyObject> {
  private let object: Object

  /// A builder of a new object.
  public init(_ object: Object) {
    self.object = object
  }

  /// A setter for the property `keyPath` names, returning the builder to chain on.
  public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Object, Value>)
    -> (Value) -> Builder<Object>
  {
    { [object] value in
      object[keyPath: keyPath] = value
      return Builder(object)
    }
  }

  /// The configured object.
  public func build() -> Object { object }
}
