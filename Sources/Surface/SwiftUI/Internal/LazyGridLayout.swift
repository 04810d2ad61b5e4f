/// `LazyVGrid` and `LazyHGrid`: cells in tracks (columns of a vertical grid, rows of a horizontal
/// one) from the grid items, line after line along the grid's axis, each line as long as its
/// longest cell.
///
/// The grid is as wide (tall) as its tracks and their spacing; placed, it sizes its tracks again
/// for the length it was given, as SwiftUI's does (objc.io, "SwiftUI's Grid Views").
struct LazyGridLayout: NodeLayout {
  /// The axis the grid grows along: vertical for `LazyVGrid`.
  let axis: Axis
  let items: [GridItem]
  /// Where the tracks sit across the grid, as a fraction of the length left over.
  let alignment: CGFloat
  /// The spacing between lines; nil for 8 pt (ours: objc.io measured 8 between items).
  let spacing: CGFloat?
  /// The modifier's name in problems.
  let call: String

  /// Makes `node` a grid of this layout holding `content`.
  func update(_ node: ViewNode, content: some View) {
    node.layout = self
    if items.isEmpty {
      node.graph.report(
        node, call: call, "was given no grid items; its views are not shown (give it one or more)")
    }
    node.updateChild(key: 0, with: content)
  }

  func makesRowsLazily(_ node: ViewNode) -> Bool { true }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let tracks = resolvedTracks(in: proposal.length(axis.other), node: node)
    let lines = lineLengths(of: node.layoutChildren, tracks: tracks)
    let along = lines.reduce(0, +) + lineSpacing * CGFloat(max(lines.count - 1, 0))
    return .make(axis, along: along, across: Self.extent(of: tracks))
  }

  func placeChildren(in size: CGSize, node: ViewNode) {
    let children = node.layoutChildren
    let tracks = resolvedTracks(in: size.length(axis.other), node: node)
    guard !tracks.isEmpty else {
      for child in children { child.place(in: .zero) }
      return
    }
    let acrossRoom = size.length(axis.other) - Self.extent(of: tracks)
    // Placed left to right, then mirrored in the grid: right to left, a vertical grid's first
    // column and a horizontal grid's first line of cells are on the right, each cell aligned
    // in it mirrored (Apple, "LayoutDirection": "SwiftUI horizontally flips the x position of
    // each view within its parent").
    let bounds = CGRect(origin: .zero, size: size)
    let rightToLeft = node.isRightToLeft
    var starts: [CGFloat] = []
    var start = acrossRoom * alignment
    for track in tracks {
      starts.append(start)
      start += track.length + track.spacing
    }
    var along: CGFloat = 0
    for (line, lineLength) in zip(
      lines(of: children, count: tracks.count), lineLengths(of: children, tracks: tracks))
    {
      for (index, child) in line.enumerated() {
        let track = tracks[index]
        let across = starts[index]
        let cell = CGRect(
          origin: axis == .vertical
            ? CGPoint(x: across, y: along) : CGPoint(x: along, y: across),
          size: .make(axis, along: lineLength, across: track.length))
        let childSize = child.sizeThatFits(cellProposal(track))
        child.place(
          in: track.alignment.place(childSize, in: cell).mirrored(
            in: bounds, rightToLeft: rightToLeft))
      }
      along += lineLength + lineSpacing
    }
  }

  private var lineSpacing: CGFloat { spacing ?? GridTracks.defaultSpacing }

  /// A cell's proposal: its track's length across, none along (lazy grids measure cells at their
  /// ideal length along the axis they grow on).
  private func cellProposal(_ track: GridTrack) -> ProposedViewSize {
    .make(axis, along: nil, across: track.length)
  }

  private func resolvedTracks(in length: CGFloat?, node: ViewNode) -> [GridTrack] {
    let (tracks, isCut) = GridTracks(items: items).tracks(in: length)
    if isCut {
      node.graph.report(
        node, call: call,
        "an adaptive grid item fits more than \(GridTracks.maximumAdaptiveTracks) tracks in "
          + "\(length ?? 0) pt; only that many are made (give the grid a finite length or the "
          + "item a larger minimum)")
    }
    return tracks
  }

  /// The children, a line of one per track at a time.
  private func lines(of children: [ViewNode], count: Int) -> [ArraySlice<ViewNode>] {
    guard count > 0 else { return [] }
    return stride(from: 0, to: children.count, by: count).map {
      children[$0..<min($0 + count, children.count)]
    }
  }

  /// Each line's length along the axis: its longest cell's.
  private func lineLengths(of children: [ViewNode], tracks: [GridTrack]) -> [CGFloat] {
    lines(of: children, count: tracks.count).map { line in
      zip(line, tracks).map { child, track in
        child.sizeThatFits(cellProposal(track)).length(axis)
      }.max() ?? 0
    }
  }

  /// The tracks' total length with the spacing between them.
  private static func extent(of tracks: [GridTrack]) -> CGFloat {
    tracks.reduce(0) { $0 + $1.length } + tracks.dropLast().reduce(0) { $0 + $1.spacing }
  }
}
