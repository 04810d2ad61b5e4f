import Foundation

/// A ``TimelineView``'s content, with the date it shows kept as state and moved on by a
/// ``TimelineDriver`` on the display's frames while it is shown.
nonisolated struct TimelineHost<Schedule: TimelineSchedule, Content: View>: View {
  let schedule: Schedule
  let content: (Date, @escaping () -> Void) -> Content
  @State private var driver = TimelineDriver()
  /// The date shown; nil until the first body, which takes the schedule's latest entry by now.
  @State private var date: Date?
  /// Bumped by `invalidateTimelineContent()`, so the content is made again.
  @State private var generation = 0

  var body: some View {
    let driver = driver
    // Read, so that invalidating the content makes it again.
    _ = generation
    driver.update(schedule)
    let shown = date ?? driver.begin(schedule)
    let dateBinding = $date
    let generationBinding = $generation
    return content(shown) { generationBinding.wrappedValue &+= 1 }
      .onAppear { driver.start { dateBinding.wrappedValue = $0 } }
      .onDisappear { driver.stop() }
  }
}
