/// The `@FocusState` that holds a graph's focus, and how to take the focus from it.
struct FocusHolder {
  /// The state's storage: the same box is the same state.
  let box: AnyObject
  /// Sets the state back to its unfocused value (false or nil).
  let resign: () -> Void
}

extension ViewGraph {
  /// A `@FocusState` in the graph changed: a value other than its unfocused one takes the focus
  /// from the state that held it (one view has the focus at a time, as on iOS); its unfocused
  /// value gives the focus up.
  func focusChanged(in box: AnyObject, isFocused: Bool, resign: @escaping () -> Void) {
    let holder = focusHolder
    if isFocused {
      focusHolder = FocusHolder(box: box, resign: resign)
      if let holder, holder.box !== box { holder.resign() }
    } else if holder?.box === box {
      focusHolder = nil
    }
  }
}
