import Foundation

/// Views made from a collection of data, as a ``ForEach`` is: what a list's rows can be
/// deleted and moved through (inert: neither is modelled headless).
public protocol DynamicViewContent: View {
  /// The collection the views are made from.
  associatedtype Data: Collection
  /// The collection the views are made from.
  var data: Data { get }
}

extension ForEach: DynamicViewContent {}

nonisolated extension DynamicViewContent {
  /// What deleting rows runs, with their offsets (inert: a list's swipe to delete and its edit
  /// mode are not modelled headless; the app deletes through its own controls).
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent { self }
  /// What moving rows runs, with their offsets and the destination (inert, as `onDelete`).
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
    self
  }
}

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at `offsets` (positions from the start), as a list's delete gives
  /// them.
  public mutating func remove(atOffsets offsets: IndexSet) {
    var write = startIndex
    for (offset, element) in Array(self).enumerated() where !offsets.contains(offset) {
      self[write] = element
      formIndex(after: &write)
    }
    removeSubrange(write...)
  }
}

extension MutableCollection {
  /// Moves the elements at `source` (positions from the start) so they are in front of the
  /// element that was at `destination`, in their order, as a list's move gives them.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let moved = source.compactMap { offset in
      (0..<count).contains(offset) ? self[index(startIndex, offsetBy: offset)] : nil
    }
    var rest: [Element] = []
    var insertion = 0
    for (offset, element) in self.enumerated() where !source.contains(offset) {
      if offset < destination { insertion += 1 }
      rest.append(element)
    }
    rest.insert(contentsOf: moved, at: insertion)
    for (offset, element) in rest.enumerated() {
      self[index(startIndex, offsetBy: offset)] = element
    }
  }
}
