import HeadlessRuntime

/// One `@AppStorage` or `@SceneStorage` key's value in a replay, and the views that read it: a
/// change evaluates each of them again, as SwiftUI observes the defaults for every view that
/// reads the key.
final class StoredSetting {
  /// The value stored, nil while none was (the property's default shows).
  var value: Any?
  /// The nodes whose bodies read the key (references, not weak ones: no side table for a node).
  private var readers: [NodeReference] = []

  /// `node` reads the key.
  func addReader(_ node: ViewNode) {
    let reference = node.reference
    guard !readers.contains(where: { $0 === reference }) else { return }
    readers.removeAll { $0.node == nil }
    readers.append(reference)
  }

  /// Stores `newValue` and evaluates the readers again.
  func set(_ newValue: Any?, transaction: Transaction?) {
    value = newValue
    for reader in readers {
      guard let node = reader.node else { continue }
      if let transaction { node.graph.transaction = transaction }
      node.graph.invalidate(node)
    }
  }
}

/// The stored settings of one replay: every replay starts as a fresh install, with nothing
/// stored (ours: a replay reads no defaults an earlier run wrote, so it replays the same).
final class StoredSettings {
  private var settings: [String: StoredSetting] = [:]

  /// The setting for `key` in `namespace`, made on first use.
  func setting(_ namespace: StorageNamespace, _ key: String) -> StoredSetting {
    let name = "\(namespace.rawValue)\u{0}\(key)"
    if let existing = settings[name] { return existing }
    let made = StoredSetting()
    settings[name] = made
    return made
  }
}

/// Which property wrapper a key belongs to: the app's defaults or the scene's restored state.
enum StorageNamespace: String {
  case app, scene
}

/// A storage property's reference to its setting: the replay's, found on first use.
final class StoredSettingLink {
  let namespace: StorageNamespace
  let key: String
  private var found: StoredSetting?

  init(_ namespace: StorageNamespace, key: String) {
    self.namespace = namespace
    self.key = key
  }

  /// The setting: the replay's for the key, or the property's own outside a replay.
  var setting: StoredSetting {
    if let found { return found }
    let made =
      HeadlessRuntime.current?.state(StoredSettings.self) { StoredSettings() }
      .setting(namespace, key) ?? StoredSetting()
    found = made
    return made
  }

  /// The value stored as `Value`, or `defaultValue`.
  func value<Value>(or defaultValue: Value) -> Value {
    setting.value.flatMap { $0 as? Value } ?? defaultValue
  }

  /// Stores `newValue` unless it equals the value shown now.
  func set<Value>(_ newValue: Value, defaultValue: Value, transaction: Transaction?) {
    guard !EquatableValue.same(value(or: defaultValue), newValue) else { return }
    setting.set(newValue, transaction: transaction)
  }

  /// A binding to the value, `defaultValue` while none is stored.
  func binding<Value>(or defaultValue: Value) -> Binding<Value> {
    Binding(
      get: { self.value(or: defaultValue) },
      set: { value, transaction in
        self.set(value, defaultValue: defaultValue, transaction: transaction)
      })
  }
}
