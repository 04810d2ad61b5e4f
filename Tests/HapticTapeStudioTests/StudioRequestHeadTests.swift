import Testing

@testable import HapticTapeStudio

/// Request heads read within their limits, refused at the byte that breaks one.
@Suite struct StudioRequestHeadTests {
  @Test func readsAHeadAndLeavesWhatFollows() throws {
    var head = StudioRequestHead()
    let text = "GET /tape?name=pull HTTP/1.1\r\nHost: 127.0.0.1:8765\r\nOrigin:  http://x \r\n\r\n"
    let bytes = Array(text.utf8) + [0x81, 0x80]
    #expect(try head.feed(bytes.prefix(20)) == nil)
    #expect(try head.feed(bytes.dropFirst(20)) == text.utf8.count - 20)
    #expect(head.method == "GET")
    #expect(head.target == "/tape?name=pull")
    #expect(head.value(of: "host") == "127.0.0.1:8765")
    #expect(head.value(of: "ORIGIN") == "http://x")
  }

  @Test func refusesALongLineAtTheByteThatBreaksTheLimit() throws {
    var head = StudioRequestHead()
    #expect(try head.feed(Array("GET / HTTP/1.1\r\nX: ".utf8)) == nil)
    let filler = [UInt8](
      repeating: UInt8(ascii: "a"), count: StudioRequestHead.maximumLineBytes - 3)
    #expect(try head.feed(filler) == nil)
    #expect(throws: StudioRequestHead.Refusal.self) { try head.feed([UInt8(ascii: "a")]) }
    var huge = StudioRequestHead()
    let line = Array("GET / HTTP/1.1\r\nX: ".utf8) + [UInt8](repeating: 97, count: 256 * 1024)
    #expect { try huge.feed(line) } throws: { ($0 as? StudioRequestHead.Refusal)?.status == 431 }
  }

  @Test func refusesTooManyFieldsAndTooLongAHead() throws {
    var head = StudioRequestHead()
    let fields = (0...StudioRequestHead.maximumHeaderCount).map { "X-\($0): 1\r\n" }.joined()
    #expect { try head.feed(Array(("GET / HTTP/1.1\r\n" + fields).utf8)) } throws: {
      ($0 as? StudioRequestHead.Refusal)?.status == 431
    }
    var long = StudioRequestHead()
    let line = "X: " + String(repeating: "b", count: 8000) + "\r\n"
    let text = "GET / HTTP/1.1\r\n" + String(repeating: line, count: 5)
    #expect(text.utf8.count > StudioRequestHead.maximumHeadBytes)
    #expect { try long.feed(Array(text.utf8)) } throws: {
      ($0 as? StudioRequestHead.Refusal)?.status == 431
    }
  }

  @Test func refusesMalformedLines() {
    for text in [
      "HELLO\r\n", "GET http://x/ HTTP/1.1\r\n", "GET / HTTP/1.1\r\nNo colon\r\n",
      "GET / HTTP/1.1\r\n folded: x\r\n",
    ] {
      var head = StudioRequestHead()
      #expect { try head.feed(Array(text.utf8)) } throws: {
        ($0 as? StudioRequestHead.Refusal)?.status == 400
      }
    }
  }
}
