import Foundation
import HapticTape
import HeadlessRuntime
import Testing
import UIKit

// Tolerance: none; stored values come back exactly.

@Suite("iCloud's key-value store and attributed strings, as one device sees them")
struct UbiquitousKeyValueStoreTests {
  private let display = HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120)

  @Test func eachReplayStartsEmptyAndKeepsWhatTheAppWrites() {
    let first = HeadlessRuntime(display: display)
    first.run {
      let store = NSUbiquitousKeyValueStore.default
      #expect(store.string(forKey: "lastVersion") == nil)
      #expect(store.longLong(forKey: "launches") == 0 && !store.bool(forKey: "seen"))
      store.set("2.1", forKey: "lastVersion")
      store.set(Int64(3), forKey: "launches")
      store.set(true, forKey: "seen")
      store.set(0.75, forKey: "volume")
      #expect(store.synchronize())
      #expect(NSUbiquitousKeyValueStore.default.string(forKey: "lastVersion") == "2.1")
      #expect(store.longLong(forKey: "launches") == 3 && store.bool(forKey: "seen"))
      #expect(store.double(forKey: "volume") == 0.75)
      store.removeObject(forKey: "seen")
      #expect(!store.bool(forKey: "seen"))
      #expect(
        store.dictionaryRepresentation.keys.sorted() == ["lastVersion", "launches", "volume"])
    }
    // Another replay is a fresh install.
    HeadlessRuntime(display: display).run {
      #expect(NSUbiquitousKeyValueStore.default.string(forKey: "lastVersion") == nil)
    }
  }

  @Test func anAttributedStringKeepsTheCharactersOfAFoundationOne() {
    let foundation = NSAttributedString(string: "What's new", attributes: [.kern: 1.5])
    #expect(String(AttributedString(foundation).characters) == "What's new")
  }
}
