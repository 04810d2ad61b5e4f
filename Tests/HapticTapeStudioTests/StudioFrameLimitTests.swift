import Testing

@testable import HapticTapeStudio

/// Frames admitted by their headers alone: the limit holds before a payload byte is read.
@Suite struct StudioFrameLimitTests {
  let limit = StudioMessage.maximumBytes

  @Test func refusesADeclaredGibibyteFrameWithMessageTooBig() {
    var frames = StudioFrameLimit()
    let refusal = frames.admit(opcode: 1, isFinal: true, declaredLength: 1 << 30)
    #expect(refusal?.code == 1009)
    var huge = StudioFrameLimit()
    #expect(huge.admit(opcode: 2, isFinal: false, declaredLength: .max)?.code == 1009)
  }

  @Test func refusesContinuationFramesOnceTheirTotalPassesTheLimit() {
    // 4 MiB continuation frames after a small first frame: the first continuation is refused.
    var frames = StudioFrameLimit()
    #expect(frames.admit(opcode: 1, isFinal: false, declaredLength: 1024) == nil)
    #expect(frames.admit(opcode: 0, isFinal: false, declaredLength: 4 << 20)?.code == 1009)
    // 64 KiB frames: four fit exactly, a fifth byte does not.
    var exact = StudioFrameLimit()
    let quarter = UInt64(limit / 4)
    #expect(exact.admit(opcode: 1, isFinal: false, declaredLength: quarter) == nil)
    #expect(exact.admit(opcode: 0, isFinal: false, declaredLength: quarter) == nil)
    #expect(exact.admit(opcode: 0, isFinal: false, declaredLength: quarter) == nil)
    #expect(exact.messageBytes == 3 * quarter)
    #expect(exact.admit(opcode: 0, isFinal: false, declaredLength: quarter) == nil)
    #expect(exact.admit(opcode: 0, isFinal: true, declaredLength: 1)?.code == 1009)
  }

  @Test func countsEachMessageAfresh() {
    var frames = StudioFrameLimit()
    for _ in 0..<3 {
      #expect(frames.admit(opcode: 1, isFinal: false, declaredLength: UInt64(limit - 10)) == nil)
      #expect(frames.admit(opcode: 9, isFinal: true, declaredLength: 4) == nil)
      #expect(frames.admit(opcode: 0, isFinal: true, declaredLength: 10) == nil)
      #expect(frames.messageBytes == nil)
    }
  }

  @Test func refusesFramesThatBreakTheProtocol() {
    var frames = StudioFrameLimit()
    #expect(frames.admit(opcode: 0, isFinal: true, declaredLength: 1)?.code == 1002)
    #expect(frames.admit(opcode: 9, isFinal: true, declaredLength: 126)?.code == 1002)
    #expect(frames.admit(opcode: 8, isFinal: false, declaredLength: 2)?.code == 1002)
    #expect(frames.admit(opcode: 3, isFinal: true, declaredLength: 1)?.code == 1002)
    #expect(frames.admit(opcode: 1, isFinal: false, declaredLength: 1) == nil)
    #expect(frames.admit(opcode: 1, isFinal: true, declaredLength: 1)?.code == 1002)
  }
}
