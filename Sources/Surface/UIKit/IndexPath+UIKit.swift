// MARK: - Items, rows and sections

extension IndexPath {
  /// An index path for `item` in `section` (UIKit's collection-view initializer).
  ///
  /// ```swift
  /// let indexPath = IndexPath(item: 3, section: 0)
  /// ```
  public init(item: Int, section: Int) {
    // Appended, not made from an array: Foundation keeps two indexes inline either way, and
    // the array costs an allocation (about 380 instructions against 70; layout samples make
    // one for every item on every frame).
    self = IndexPath(index: section).appending(item)
  }

  /// An index path for `row` in `section` (UIKit's table-view initializer).
  public init(row: Int, section: Int) {
    self = IndexPath(index: section).appending(row)
  }

  /// The section: the first index, or 0 for an empty index path (ours: UIKit traps there; an
  /// app's bad index path must not stop a replay).
  public var section: Int {
    get { isEmpty ? 0 : self[0] }
    set { setIndex(0, to: newValue) }
  }

  /// The item within the section: the second index, or 0 when there is none (ours, as
  /// ``section``).
  public var item: Int {
    get { count < 2 ? 0 : self[1] }
    set { setIndex(1, to: newValue) }
  }

  /// The row within the section (the same index as ``item``).
  public var row: Int {
    get { item }
    set { item = newValue }
  }

  private mutating func setIndex(_ position: Int, to value: Int) {
    while count <= position { append(0) }
    self[position] = value
  }
}
