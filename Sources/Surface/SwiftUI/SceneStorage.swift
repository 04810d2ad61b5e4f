import Foundation

/// A value a scene keeps under a key for state restoration: every view of the scene that reads
/// the key shows the same value, and writing it evaluates them all again.
///
/// Headless, a replay is one launch with nothing to restore: the property's default shows until
/// the app writes the key (ours).
///
/// ```swift
/// import SwiftUI
///
/// struct Compose: View {
///   @SceneStorage("draft") private var draft = ""
///   var body: some View {
///     TextField("Message", text: $draft)
///   }
/// }
/// ```
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
  let link: StoredSettingLink
  let defaultValue: Value

  init(key: String, defaultValue: Value) {
    link = StoredSettingLink(.scene, key: key)
    self.defaultValue = defaultValue
  }

  /// The value kept under the key, or the default while none is.
  public var wrappedValue: Value {
    get { link.value(or: defaultValue) }
    nonmutating set {
      link.set(newValue, defaultValue: defaultValue, transaction: Transaction.current)
    }
  }

  /// A binding to the stored value.
  public var projectedValue: Binding<Value> { link.binding(or: defaultValue) }
}

extension SceneStorage: NodeBoundProperty {
  func bind(to node: ViewNode, slot: inout Int) { link.setting.addReader(node) }
}

extension SceneStorage {
  /// A Boolean kept under `key`, `wrappedValue` until one is.
  public init(wrappedValue: Value, _ key: String) where Value == Bool {
    self.init(key: key, defaultValue: wrappedValue)
  }
  /// An integer kept under `key`, `wrappedValue` until one is.
  public init(wrappedValue: Value, _ key: String) where Value == Int {
    self.init(key: key, defaultValue: wrappedValue)
  }
  /// A double kept under `key`, `wrappedValue` until one is.
  public init(wrappedValue: Value, _ key: String)
  where Value == Double {
    self.init(key: key, defaultValue: wrappedValue)
  }
  /// A string kept under `key`, `wrappedValue` until one is.
  public init(wrappedValue: Value, _ key: String)
  where Value == String {
    self.init(key: key, defaultValue: wrappedValue)
  }
  /// A URL kept under `key`, `wrappedValue` until one is.
  public init(wrappedValue: Value, _ key: String) where Value == URL {
    self.init(key: key, defaultValue: wrappedValue)
  }
  /// Data kept under `key`, `wrappedValue` until some is.
  public init(wrappedValue: Value, _ key: String) where Value == Data {
    self.init(key: key, defaultValue: wrappedValue)
  }
  /// A value kept under `key` by its integer raw value, `wrappedValue` until one is.
  public init(wrappedValue: Value, _ key: String)
  where Value: RawRepresentable, Value.RawValue == Int {
    self.init(key: key, defaultValue: wrappedValue)
  }
  /// A value kept under `key` by its string raw value, `wrappedValue` until one is.
  public init(wrappedValue: Value, _ key: String)
  where Value: RawRepresentable, Value.RawValue == String {
    self.init(key: key, defaultValue: wrappedValue)
  }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
  /// An optional Boolean kept under `key`, nil until one is.
  public init(_ key: String) where Value == Bool? {
    self.init(key: key, defaultValue: nil)
  }
  /// An optional integer kept under `key`, nil until one is.
  public init(_ key: String) where Value == Int? {
    self.init(key: key, defaultValue: nil)
  }
  /// An optional double kept under `key`, nil until one is.
  public init(_ key: String) where Value == Double? {
    self.init(key: key, defaultValue: nil)
  }
  /// An optional string kept under `key`, nil until one is.
  public init(_ key: String) where Value == String? {
    self.init(key: key, defaultValue: nil)
  }
  /// An optional URL kept under `key`, nil until one is.
  public init(_ key: String) where Value == URL? {
    self.init(key: key, defaultValue: nil)
  }
  /// Optional data kept under `key`, nil until some is.
  public init(_ key: String) where Value == Data? {
    self.init(key: key, defaultValue: nil)
  }
  /// An optional value kept under `key` by its integer raw value, nil until one is.
  public init<R: RawRepresentable>(_ key: String)
  where Value == R?, R.RawValue == Int {
    self.init(key: key, defaultValue: nil)
  }
  /// An optional value kept under `key` by its string raw value, nil until one is.
  public init<R: RawRepresentable>(_ key: String)
  where Value == R?, R.RawValue == String {
    self.init(key: key, defaultValue: nil)
  }
}
