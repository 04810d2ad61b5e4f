import Foundation

/// A value kept in the app's defaults under a key: every view that reads the key shows the same
/// value, and writing it evaluates them all again.
///
/// Headless, the values live in the replay: each replay starts as a fresh install, with nothing
/// stored, so the property's default shows until the app writes the key (ours: a replay never
/// reads what an earlier run wrote). The `store` is not read; `UserDefaults` read directly does
/// not see these values.
///
/// ```swift
/// import SwiftUI
///
/// struct Settings: View {
///   @AppStorage("haptics") private var haptics = true
///   var body: some View {
///     Toggle("Haptics", isOn: $haptics)
///   }
/// }
/// ```
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
  let link: StoredSettingLink
  let defaultValue: Value

  init(key: String, defaultValue: Value) {
    link = StoredSettingLink(.app, key: key)
    self.defaultValue = defaultValue
  }

  /// The value stored under the key, or the default while none is.
  public var wrappedValue: Value {
    get { link.value(or: defaultValue) }
    nonmutating set {
      link.set(newValue, defaultValue: defaultValue, transaction: Transaction.current)
    }
  }

  /// A binding to the stored value.
  public var projectedValue: Binding<Value> { link.binding(or: defaultValue) }
}

extension AppStorage: NodeBoundProperty {
  func bind(to node: ViewNode, slot: inout Int) { link.setting.addReader(node) }
}

extension AppStorage {
  /// A Boolean stored under `key`, `wrappedValue` until one is.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
    self.init(key: key, defaultValue: wrappedValue)
  }
  /// An integer stored under `key`, `wrappedValue` until one is.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
    self.init(key: key, defaultValue: wrappedValue)
  }
  /// A double stored under `key`, `wrappedValue` until one is.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == Double {
    self.init(key: key, defaultValue: wrappedValue)
  }
  /// A string stored under `key`, `wrappedValue` until one is.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == String {
    self.init(key: key, defaultValue: wrappedValue)
  }
  /// A URL stored under `key`, `wrappedValue` until one is.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
    self.init(key: key, defaultValue: wrappedValue)
  }
  /// Data stored under `key`, `wrappedValue` until some is.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
    self.init(key: key, defaultValue: wrappedValue)
  }
  /// A date stored under `key`, `wrappedValue` until one is (iOS 18).
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
    self.init(key: key, defaultValue: wrappedValue)
  }
  /// A value stored under `key` by its integer raw value, `wrappedValue` until one is.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == Int {
    self.init(key: key, defaultValue: wrappedValue)
  }
  /// A value stored under `key` by its string raw value, `wrappedValue` until one is.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == String {
    self.init(key: key, defaultValue: wrappedValue)
  }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
  /// An optional Boolean stored under `key`, nil until one is.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
    self.init(key: key, defaultValue: nil)
  }
  /// An optional integer stored under `key`, nil until one is.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
    self.init(key: key, defaultValue: nil)
  }
  /// An optional double stored under `key`, nil until one is.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
    self.init(key: key, defaultValue: nil)
  }
  /// An optional string stored under `key`, nil until one is.
  public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
    self.init(key: key, defaultValue: nil)
  }
  /// An optional URL stored under `key`, nil until one is.
  public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
    self.init(key: key, defaultValue: nil)
  }
  /// Optional data stored under `key`, nil until some is.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
    self.init(key: key, defaultValue: nil)
  }
  /// An optional date stored under `key`, nil until one is (iOS 18).
  public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
    self.init(key: key, defaultValue: nil)
  }
  /// An optional value stored under `key` by its integer raw value, nil until one is.
  public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil)
  where Value == R?, R.RawValue == Int {
    self.init(key: key, defaultValue: nil)
  }
  /// An optional value stored under `key` by its string raw value, nil until one is.
  public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil)
  where Value == R?, R.RawValue == String {
    self.init(key: key, defaultValue: nil)
  }
}
