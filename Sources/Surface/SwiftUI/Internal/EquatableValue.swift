/// Compares values of a type known only at run time, as SwiftUI decides whether state changed.
enum EquatableValue {
  /// Whether `a` and `b` are equal: by `==` for an `Equatable` type, byte for byte for plain data
  /// (`_isPOD`: no references, so equal bytes are equal values), and false otherwise.
  ///
  /// SwiftUI compares a plain-data value that is not `Equatable` by its bytes too: an app's
  /// `struct` of numbers and flags set to what it holds is no change, so a `GeometryReader` that
  /// writes the same offsets back from `DispatchQueue.main.async` settles instead of updating
  /// forever.
  static func same<Value>(_ a: Value, _ b: Value) -> Bool {
    if let type = Value.self as? any Equatable.Type { return type.same(a, b) }
    return samePlainData(a, b)
  }

  /// Whether `a` and `b` are the same bytes, for plain data only (`_isPOD`: no references, so
  /// equal bytes are equal values; padding may make equal values differ, which only costs an
  /// update); false for any other type.
  static func samePlainData<Value>(_ a: Value, _ b: Value) -> Bool {
    guard _isPOD(Value.self) else { return false }
    return withUnsafeBytes(of: a) { mine in
      withUnsafeBytes(of: b) { theirs in mine.elementsEqual(theirs) }
    }
  }
}

extension Equatable {
  /// `a == b` for values of `Self` passed generically (`Value` is `Self`).
  fileprivate static func same<Value>(_ a: Value, _ b: Value) -> Bool {
    guard let a = a as? Self, let b = b as? Self else { return false }
    return a == b
  }
}
