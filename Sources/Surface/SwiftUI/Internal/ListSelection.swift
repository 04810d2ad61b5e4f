/// A list's selection binding, its value type erased.
struct ListSelection {
  /// Whether the binding is a set (several rows chosen), not an optional (one).
  let isMultiple: Bool
  /// Chooses the row tagged `tag`: false when the tag is not of the selection's type.
  let choose: (AnyHashable) -> Bool
  /// Clears the selection (a split view's column popped).
  let clear: () -> Void
}

extension ListSelection {
  /// An optional binding: a row's tag is set; cleared to nil.
  static func single<Value: Hashable>(_ binding: Binding<Value?>) -> ListSelection {
    ListSelection(
      isMultiple: false,
      choose: choosing { binding.wrappedValue = $0 },
      clear: { binding.wrappedValue = nil })
  }

  /// A binding that always holds a value: a row's tag is set; never cleared.
  static func required<Value: Hashable>(_ binding: Binding<Value>) -> ListSelection {
    ListSelection(
      isMultiple: false,
      choose: choosing { binding.wrappedValue = $0 },
      clear: {})
  }

  /// A set: the row chosen alone (in a split view's column); cleared to the empty set.
  static func multiple<Value: Hashable>(_ binding: Binding<Set<Value>>) -> ListSelection {
    ListSelection(
      isMultiple: true,
      choose: choosing { binding.wrappedValue = [$0] },
      clear: { binding.wrappedValue = [] })
  }

  /// A chooser that gives `set` a row's tag when it is a `Value`: false when it is not.
  private static func choosing<Value: Hashable>(_ set: @escaping (Value) -> Void)
    -> (AnyHashable) -> Bool
  {
    { tag in
      guard let value = tag.base as? Value else { return false }
      set(value)
      return true
    }
  }
}
