import Foundation
import HeadlessRuntime

/// iCloud's key-value store, as one device sees it with nothing synced yet.
///
/// Headless each replay is a fresh install on one device: the replay's store starts empty,
/// keeps what the app writes for the rest of the replay, and nothing arrives from other devices
/// (`didChangeExternallyNotification` is never posted). Outside a replay, one store serves the
/// process.
open class NSUbiquitousKeyValueStore: NSObject, @unchecked Sendable {
  /// The replay's store; outside a replay, the process's.
  open class var `default`: NSUbiquitousKeyValueStore {
    HeadlessRuntime.current?.state(NSUbiquitousKeyValueStore.self) {
      NSUbiquitousKeyValueStore()
    } ?? processStore
  }
  private static let processStore = NSUbiquitousKeyValueStore()

  /// Posted when values change on another device: never, headless.
  public static let didChangeExternallyNotification = Notification.Name(
    "NSUbiquitousKeyValueStoreDidChangeExternallyNotification")

  private let lock = NSLock()
  private var values: [String: Any] = [:]

  /// An empty store.
  override public init() { super.init() }

  /// The value stored under `aKey`, or nil.
  open func object(forKey aKey: String) -> Any? { lock.withLock { values[aKey] } }
  /// Stores `anObject` under `aKey`; nil removes the key.
  open func set(_ anObject: Any?, forKey aKey: String) {
    lock.withLock { values[aKey] = anObject }
  }
  /// Removes the value under `aKey`.
  open func removeObject(forKey aKey: String) {
    lock.withLock { _ = values.removeValue(forKey: aKey) }
  }

  /// The string under `aKey`, or nil.
  open func string(forKey aKey: String) -> String? { object(forKey: aKey) as? String }
  /// The array under `aKey`, or nil.
  open func array(forKey aKey: String) -> [Any]? { object(forKey: aKey) as? [Any] }
  /// The dictionary under `aKey`, or nil.
  open func dictionary(forKey aKey: String) -> [String: Any]? {
    object(forKey: aKey) as? [String: Any]
  }
  /// The data under `aKey`, or nil.
  open func data(forKey aKey: String) -> Data? { object(forKey: aKey) as? Data }
  /// The integer under `aKey`, or 0.
  open func longLong(forKey aKey: String) -> Int64 { number(forKey: aKey)?.int64Value ?? 0 }
  /// The number under `aKey`, or 0.
  open func double(forKey aKey: String) -> Double { number(forKey: aKey)?.doubleValue ?? 0 }
  /// The truth value under `aKey`, or false.
  open func bool(forKey aKey: String) -> Bool { number(forKey: aKey)?.boolValue ?? false }

  /// Stores a string; nil removes the key.
  open func set(_ aString: String?, forKey aKey: String) { set(aString as Any?, forKey: aKey) }
  /// Stores data; nil removes the key.
  open func set(_ aData: Data?, forKey aKey: String) { set(aData as Any?, forKey: aKey) }
  /// Stores an array; nil removes the key.
  open func set(_ anArray: [Any]?, forKey aKey: String) { set(anArray as Any?, forKey: aKey) }
  /// Stores a dictionary; nil removes the key.
  open func set(_ aDictionary: [String: Any]?, forKey aKey: String) {
    set(aDictionary as Any?, forKey: aKey)
  }
  /// Stores an integer.
  open func set(_ value: Int64, forKey aKey: String) { set(NSNumber(value: value), forKey: aKey) }
  /// Stores a number.
  open func set(_ value: Double, forKey aKey: String) { set(NSNumber(value: value), forKey: aKey) }
  /// Stores a truth value.
  open func set(_ value: Bool, forKey aKey: String) { set(NSNumber(value: value), forKey: aKey) }

  /// Every key and value stored.
  open var dictionaryRepresentation: [String: Any] { lock.withLock { values } }

  /// Writes the values to iCloud: nothing to send headless; true, as when the values were kept.
  open func synchronize() -> Bool { true }

  /// The value under `aKey` as a number: an `NSNumber`, or a Swift number stored as one.
  private func number(forKey aKey: String) -> NSNumber? {
    switch object(forKey: aKey) {
    case let number as NSNumber: number
    case let value as Int: NSNumber(value: value)
    case let value as Double: NSNumber(value: value)
    case let value as Bool: NSNumber(value: value)
    default: nil
    }
  }
}

/// The user info key of `didChangeExternallyNotification` saying why values changed.
public let NSUbiquitousKeyValueStoreChangeReasonKey = "NSUbiquitousKeyValueStoreChangeReasonKey"
/// The user info key of `didChangeExternallyNotification` listing the keys that changed.
public let NSUbiquitousKeyValueStoreChangedKeysKey = "NSUbiquitousKeyValueStoreChangedKeysKey"
/// A change reason: another device wrote the values.
public let NSUbiquitousKeyValueStoreServerChange = 0
/// A change reason: the first download from iCloud.
public let NSUbiquitousKeyValueStoreInitialSyncChange = 1
/// A change reason: the app went over its quota.
public let NSUbiquitousKeyValueStoreQuotaViolationChange = 2
/// A change reason: the iCloud account changed.
public let NSUbiquitousKeyValueStoreAccountChange = 3
