import HeadlessRuntime

/// A data source's section and per-section counts as a collection or table view reads them:
/// negative counts are 0 and counts over the limits are cut, each reported naming the data
/// source's type and the call.
struct DataSourceCounts {
  /// The data source's type name, for the reports.
  let type: String
  /// The most sections, and the most elements in one.
  let maximumSections: Int
  let maximumPerSection: Int
  /// The counting call (`collectionView(_:numberOfItemsInSection:)`) and what it counts
  /// ("an item count").
  let countCall: String
  let countName: String

  /// The counts: `sections` first, then `count(section)` for each section.
  func read(sections: () -> Int, count: (Int) -> Int) -> [Int] {
    var sectionCount = sections()
    if sectionCount < 0 || sectionCount > maximumSections {
      HeadlessRuntime.current?.report(
        HeadlessProblem(
          type: type, call: "numberOfSections(in:)",
          message: "returned \(sectionCount); a section count must be 0...\(maximumSections)"))
      sectionCount = min(max(sectionCount, 0), maximumSections)
    }
    return (0..<sectionCount).map { section in
      let value = count(section)
      guard value >= 0, value <= maximumPerSection else {
        HeadlessRuntime.current?.report(
          HeadlessProblem(
            type: type, call: countCall,
            message:
              "returned \(value) for section \(section); \(countName) must be "
              + "0...\(maximumPerSection)"))
        return min(max(value, 0), maximumPerSection)
      }
      return value
    }
  }
}
