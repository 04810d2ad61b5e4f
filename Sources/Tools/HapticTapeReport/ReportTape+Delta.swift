extension ReportTape {
  /// Applies `delta`: a delta with a ``ReportDelta/start`` replaces the model, any other
  /// changes the ends of its lists.
  ///
  /// Applying every delta of a ``ReportTapeBuilder`` in order gives its ``ReportTapeBuilder/report``.
  public mutating func apply(_ delta: ReportDelta) {
    if let start = delta.start { self = start }
    duration = delta.duration
    if let problems = delta.problems { self.problems = problems }
    if let views = delta.views { self.views = views }
    for change in delta.fingers {
      let index = fingers.firstIndex { $0.id >= change.id } ?? fingers.endIndex
      if index == fingers.endIndex || fingers[index].id != change.id {
        fingers.insert(Finger(id: change.id, samples: [], coalesced: []), at: index)
      }
      Self.splice(&fingers[index].samples, change.samples)
      Self.splice(&fingers[index].coalesced, change.coalesced)
    }
    Self.splice(&commands, delta.commands)
    for change in delta.scrolls {
      if change.index >= scrolls.count {
        scrolls.append(Scroll(view: change.view, offsets: [], phases: [], callbacks: []))
      }
      let index = min(change.index, scrolls.count - 1)
      Self.splice(&scrolls[index].offsets, change.offsets)
      Self.splice(&scrolls[index].phases, change.phases)
      Self.splice(&scrolls[index].callbacks, change.callbacks)
    }
    Self.splice(&haptics, delta.haptics)
    if let platforms = delta.platforms { self.platforms = platforms.value }
    Self.splice(&sceneEvents, delta.sceneEvents)
    Self.splice(&layoutSamples, delta.layoutSamples)
  }

  /// `list` with its items from `change.from` on replaced by `change.items`.
  private static func splice<Element>(_ list: inout [Element], _ change: ReportDelta.Items<Element>)
  {
    list.removeSubrange(min(max(0, change.from), list.count)...)
    list += change.items
  }
}
