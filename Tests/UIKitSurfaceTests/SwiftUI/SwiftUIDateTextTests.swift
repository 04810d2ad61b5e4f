import Foundation
import Testing

// The date picker's text is the UIKit surface's, shared with SwiftUI, at package access: no
// public path reads a view's characters back, so it is checked directly.
import UIKit

// Tolerance: none; the texts are compared exactly.

/// A date picker's text is the same on every machine: Gregorian, UTC, English (US) patterns.
@Suite("SwiftUI: a date picker's text, Gregorian at UTC")
struct SwiftUIDateTextTests {
  @Test(arguments: [
    (1_741_167_660.0, "Mar 5, 2025", "9:41 AM"),
    (-14_182_980.0, "Jul 20, 1969", "8:17 PM"),
    (951_782_700.0, "Feb 29, 2000", "12:05 AM"),
    (43_200.0, "Jan 1, 1970", "12:00 PM"),
    (-0.5, "Dec 31, 1969", "11:59 PM"),
  ])
  func aDateIsWrittenInTheGregorianCalendarAtUTC(seconds: Double, date: String, time: String)
    throws
  {
    let text = try #require(GregorianDateText(Date(timeIntervalSince1970: seconds)))
    #expect(text.date == date)
    #expect(text.time == time)
  }

  @Test func aTimeThatIsNotFiniteHasNoText() {
    #expect(GregorianDateText(Date(timeIntervalSince1970: .infinity)) == nil)
    #expect(GregorianDateText(Date(timeIntervalSince1970: .nan)) == nil)
  }
}
