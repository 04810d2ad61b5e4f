/// Bindings to the properties of an `@Observable` object, for the views that edit them.
///
/// ```swift
/// import SwiftUI
///
/// @Observable final class Volume {
///   var level = 0.5
/// }
///
/// struct VolumeView: View {
///   @Bindable var volume: Volume
///   var body: some View { Dial(level: $volume.level) }
/// }
///
/// struct Dial: View {
///   @Binding var level: Double
///   var body: some View { Text("\(level)").onTapGesture { level += 0.1 } }
/// }
/// ```
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
  /// The object.
  public var wrappedValue: Value

  /// Bindings to `wrappedValue`'s properties.
  public init(wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }
  /// Bindings to `wrappedValue`'s properties.
  public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }
  /// The bindings of another bindable.
  public init(projectedValue: Bindable<Value>) { self = projectedValue }

  /// The bindable itself: `$volume.level` is a binding.
  public var projectedValue: Bindable<Value> { self }

  /// A binding to the object's property at `keyPath`.
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>)
    -> Binding<Subject> where Value: AnyObject
  {
    Binding(object: wrappedValue, keyPath: keyPath)
  }
}

extension Bindable: DynamicProperty {}
