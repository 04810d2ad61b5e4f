/// A read and write reference to a value another view owns.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  private let getValue: () -> Value
  private let setValue: (Value, Transaction?) -> Void
  /// The transaction set on the binding (`animation(_:)`, `transaction(_:)`), nil when a write
  /// carries the transaction it is made in.
  private var explicitTransaction: Transaction?

  /// The transaction a write through this binding carries: the one set on it, else an empty
  /// one, meaning the transaction the write is made in (`withAnimation`'s).
  public var transaction: Transaction {
    get { explicitTransaction ?? Transaction() }
    set { explicitTransaction = newValue }
  }

  /// A binding that reads with `get` and writes with `set`.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getValue = get
    setValue = { value, _ in set(value) }
  }

  /// A binding that reads with `get` and writes with `set`, which is given the transaction.
  public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
    getValue = get
    setValue = { value, transaction in set(value, transaction ?? Transaction()) }
  }

  init(get: @escaping () -> Value, set: @escaping (Value, Transaction?) -> Void) {
    getValue = get
    setValue = set
  }

  /// A binding to a value that never changes.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { (_: Value) in })
  }

  /// The value now; setting it writes through.
  public var wrappedValue: Value {
    get { getValue() }
    nonmutating set { setValue(newValue, explicitTransaction ?? Transaction.current) }
  }

  /// The binding itself.
  public var projectedValue: Binding<Value> { self }

  /// A binding from a binding (`@Binding var page: Int` initialised with `$page`).
  public init(projectedValue: Binding<Value>) { self = projectedValue }

  /// A binding to a property of the value.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    let outer = self
    var part = Binding<Subject>(
      get: { outer.getValue()[keyPath: keyPath] },
      set: { (subject: Subject, transaction: Transaction?) in
        var value = outer.getValue()
        value[keyPath: keyPath] = subject
        outer.setValue(value, transaction)
      })
    // A part of a binding writes in the binding's transaction, as the binding itself does.
    part.explicitTransaction = explicitTransaction
    return part
  }

  /// The same binding, its writes carrying `animation`.
  public func animation(_ animation: Animation? = .default) -> Binding<Value> {
    transaction(Transaction(animation: animation))
  }

  /// The same binding, its writes carrying `transaction`.
  public func transaction(_ transaction: Transaction) -> Binding<Value> {
    var copy = self
    copy.explicitTransaction = transaction
    return copy
  }
}

extension Binding: DynamicProperty {}

extension Binding {
  /// A binding to `object`'s property at `keyPath`, its writes in the binding's transaction
  /// (`$model.level` of an `@ObservedObject` or a `@Bindable`).
  init<Root: AnyObject>(object: Root, keyPath: ReferenceWritableKeyPath<Root, Value>) {
    self.init(
      get: { object[keyPath: keyPath] },
      set: { (value: Value, transaction: Transaction?) in
        if let transaction {
          withTransaction(transaction) { object[keyPath: keyPath] = value }
        } else {
          object[keyPath: keyPath] = value
        }
      })
  }
}

/// A binding to a mutable collection is a collection of bindings to its elements, as in
/// SwiftUI (`$items.isEmpty`, `$items[0]`, `for $item in $items`).
extension Binding: Sequence where Value: MutableCollection {
  /// A binding to one element.
  public typealias Element = Binding<Value.Element>
  /// The bindings, in the collection's order.
  public typealias Iterator = IndexingIterator<Binding<Value>>
  /// The bindings of a range of the collection.
  public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
  /// The collection's index.
  public typealias Index = Value.Index
  /// The collection's indices.
  public typealias Indices = Value.Indices
  /// The collection's first index, now.
  public var startIndex: Index { wrappedValue.startIndex }
  /// The collection's end index, now.
  public var endIndex: Index { wrappedValue.endIndex }
  /// The collection's indices, now.
  public var indices: Indices { wrappedValue.indices }
  /// The index after `index`.
  public func index(after index: Index) -> Index { wrappedValue.index(after: index) }
  /// The index after `index`, in place.
  public func formIndex(after index: inout Index) { wrappedValue.formIndex(after: &index) }

  /// A binding to the element at `position`: it reads and writes that element of the value.
  public subscript(position: Index) -> Binding<Value.Element> {
    let outer = self
    var element = Binding<Value.Element>(
      get: { outer.wrappedValue[position] },
      set: { (element: Value.Element, transaction: Transaction?) in
        var value = outer.wrappedValue
        value[position] = element
        outer.setValue(value, transaction)
      })
    element.explicitTransaction = explicitTransaction
    return element
  }
}

extension Binding: BidirectionalCollection
where Value: BidirectionalCollection & MutableCollection {
  /// The index before `index`.
  public func index(before index: Index) -> Index { wrappedValue.index(before: index) }
  /// The index before `index`, in place.
  public func formIndex(before index: inout Index) { wrappedValue.formIndex(before: &index) }
}

extension Binding: RandomAccessCollection
where Value: RandomAccessCollection & MutableCollection {}
