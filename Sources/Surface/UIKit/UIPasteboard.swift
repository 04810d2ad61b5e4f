import Foundation

/// The pasteboard (inert: a store of its own per process, shared with no other app; what is set
/// is read back).
open class UIPasteboard: NSObject, @unchecked Sendable {
  /// The general pasteboard.
  public static let general = UIPasteboard()

  private let lock = NSLock()
  private var stored: [Any] = []

  /// The first string on the pasteboard.
  open var string: String? {
    get { strings?.first }
    set { set(newValue.map { [$0] } ?? []) }
  }
  /// The strings on the pasteboard.
  open var strings: [String]? {
    get { read().compactMap { $0 as? String }.nilIfEmpty }
    set { set(newValue ?? []) }
  }
  /// The first URL on the pasteboard.
  open var url: URL? {
    get { read().lazy.compactMap { $0 as? URL }.first }
    set { set(newValue.map { [$0] } ?? []) }
  }
  /// The first image on the pasteboard.
  open var image: UIImage? {
    get { read().lazy.compactMap { $0 as? UIImage }.first }
    set { set(newValue.map { [$0] } ?? []) }
  }
  /// Whether the pasteboard holds a string.
  open var hasStrings: Bool { read().contains { $0 is String } }
  /// How many items the pasteboard holds.
  open var numberOfItems: Int { read().count }

  private func read() -> [Any] {
    lock.lock()
    defer { lock.unlock() }
    return stored
  }

  private func set(_ items: [Any]) {
    lock.lock()
    defer { lock.unlock() }
    stored = items
  }
}

extension Array {
  fileprivate var nilIfEmpty: [Element]? { isEmpty ? nil : self }
}
