import Foundation

/// How an associated value is held (`objc_AssociationPolicy`): every policy keeps the value
/// until it is replaced or the object goes, as the retaining ones do on iOS; `assign` keeps it
/// too (ours: an unretained reference cannot be kept safely in Swift).
public enum objc_AssociationPolicy: UInt, Sendable {
  case OBJC_ASSOCIATION_ASSIGN = 0
  case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
  case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
  case OBJC_ASSOCIATION_RETAIN = 769
  case OBJC_ASSOCIATION_COPY = 771
}

/// Attaches `value` to `object` under `key` (a stored property added in an extension), as the
/// Objective-C runtime does; nil removes it.
///
/// The value lives until it is replaced or removed, or until `object` is deallocated and a later
/// call notices (values of deallocated objects are dropped on the next set).
public func objc_setAssociatedObject(
  _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
  AssociatedObjects.shared.set(object as AnyObject, key, value)
}

/// The value attached to `object` under `key`, or nil.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
  AssociatedObjects.shared.get(object as AnyObject, key)
}

/// Removes every value attached to `object`.
public func objc_removeAssociatedObjects(_ object: Any) {
  AssociatedObjects.shared.removeAll(object as AnyObject)
}

/// The table behind the associated-object functions: per object (held weakly, so a new object
/// at a freed one's address does not inherit its values), per key.
final class AssociatedObjects: @unchecked Sendable {
  static let shared = AssociatedObjects()

  private struct Entry {
    weak var owner: AnyObject?
    var values: [UnsafeRawPointer: Any]
  }

  private let lock = NSLock()
  private var entries: [ObjectIdentifier: Entry] = [:]
  private var setsSinceSweep = 0

  func set(_ object: AnyObject, _ key: UnsafeRawPointer, _ value: Any?) {
    lock.lock()
    defer { lock.unlock() }
    let id = ObjectIdentifier(object)
    var entry = live(id, object) ?? Entry(owner: object, values: [:])
    entry.values[key] = value
    entries[id] = entry.values.isEmpty ? nil : entry
    setsSinceSweep += 1
    if setsSinceSweep >= 1024 { sweep() }
  }

  func get(_ object: AnyObject, _ key: UnsafeRawPointer) -> Any? {
    lock.lock()
    defer { lock.unlock() }
    return live(ObjectIdentifier(object), object)?.values[key]
  }

  func removeAll(_ object: AnyObject) {
    lock.lock()
    defer { lock.unlock() }
    entries[ObjectIdentifier(object)] = nil
  }

  /// The entry of `object`, unless it belonged to a deallocated object at the same address.
  private func live(_ id: ObjectIdentifier, _ object: AnyObject) -> Entry? {
    guard let entry = entries[id] else { return nil }
    guard entry.owner === object else {
      entries[id] = nil
      return nil
    }
    return entry
  }

  /// Drops the values of deallocated objects.
  private func sweep() {
    setsSinceSweep = 0
    entries = entries.filter { $0.value.owner != nil }
  }
}
