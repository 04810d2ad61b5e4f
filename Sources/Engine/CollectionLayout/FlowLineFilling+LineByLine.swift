import TouchCore

// MARK: - Line by line

extension FlowLineFilling {
  /// Places items of `sizes` line by line, as ``arrangement(of:start:)`` places a section whose
  /// sizes differ: for a grid, the greedy rule that ``columns(itemLength:)`` puts in closed form
  /// (the tests' oracle for it).
  ///
  /// - Complexity: O(`sizes.count`).
  package func lineByLineArrangement(of sizes: [Size2D], start: Double) -> FlowArrangement {
    let main = scrollDirection
    let cross = main.cross
    let isUniform = sizes.dropFirst().allSatisfy { $0 == sizes.first }
    let lines = greedyLines(of: sizes)
    var result = FlowArrangement()
    result.lines.reserveCapacity(lines.count)
    result.origins.reserveCapacity(sizes.count)
    var position = start + sectionInset.leading(main)
    for (lineIndex, line) in lines.enumerated() {
      let thickness = sizes[line].map { $0[main] }.max() ?? 0
      let crossOrigins = origins(
        ofLine: sizes[line].map { $0[cross] }, isLastLine: lineIndex == lines.count - 1,
        isUniform: isUniform)
      for (slot, item) in line.enumerated() {
        result.origins.append(
          FlowArrangement.Origin(
            main: position + (thickness - sizes[item][main]) / 2, cross: crossOrigins[slot]))
      }
      result.lines.append(FlowArrangement.Line(items: line, start: position, thickness: thickness))
      position += thickness
      if lineIndex < lines.count - 1 { position += lineSpacing }
    }
    result.end = position + sectionInset.trailing(main)
    return result
  }

  /// The items of each line, filled greedily: an item joins a line if it fits after
  /// ``interitemSpacing``; a line's first item always joins.
  private func greedyLines(of sizes: [Size2D]) -> [Range<Int>] {
    let cross = scrollDirection.cross
    let available = self.available
    var lines: [Range<Int>] = []
    var lineStart = 0
    var used = 0.0
    for (item, size) in sizes.enumerated() {
      let length = finiteOrZero(size[cross])
      if item == lineStart {
        used = length
      } else if used + interitemSpacing + length <= available {
        used += interitemSpacing + length
      } else {
        lines.append(lineStart..<item)
        lineStart = item
        used = length
      }
    }
    if lineStart < sizes.count { lines.append(lineStart..<sizes.count) }
    return lines
  }

  /// Where each item of a line starts across the scroll axis, the section's leading inset
  /// included.
  private func origins(ofLine lengths: [Double], isLastLine: Bool, isUniform: Bool) -> [Double] {
    let lengths = lengths.map(finiteOrZero)
    let leading = sectionInset.leading(scrollDirection.cross)
    guard let first = lengths.first else { return [] }
    if isLastLine {
      guard isUniform, let columns = columns(itemLength: first),
        columns.count > 1 || lengths.count == 1
      else { return packed(lengths).map { leading + $0 } }
      // A full line's columns.
      return lengths.indices.map { columns.origin(ofColumn: $0) }
    }
    if lengths.count == 1 { return [leading + centred(first, in: available)] }
    let gap = (available - lengths.reduce(0, +)) / Double(lengths.count - 1)
    var origins: [Double] = []
    origins.reserveCapacity(lengths.count)
    var position = 0.0
    for length in lengths {
      origins.append(leading + position)
      position += length + gap
    }
    return origins
  }

  /// The items one after another, ``interitemSpacing`` apart, from zero.
  private func packed(_ lengths: [Double]) -> [Double] {
    var origins: [Double] = []
    origins.reserveCapacity(lengths.count)
    var position = 0.0
    for length in lengths {
      origins.append(position)
      position += length + interitemSpacing
    }
    return origins
  }
}
