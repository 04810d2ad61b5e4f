import QuartzCore
import Testing

@Suite("QuartzCore: CATransaction keeps its settings and completes at commit", .serialized)
struct CATransactionTests {
  @Test("nested transactions: each completion runs when its own transaction commits")
  func nesting() {
    var log: [String] = []
    CATransaction.begin()
    CATransaction.setAnimationDuration(0.6)
    CATransaction.setDisableActions(true)
    CATransaction.setCompletionBlock { log.append("outer") }
    CATransaction.begin()
    #expect(CATransaction.animationDuration() == 0.25)
    #expect(!CATransaction.disableActions())
    CATransaction.setCompletionBlock { log.append("inner") }
    CATransaction.commit()
    #expect(log == ["inner"])
    #expect(CATransaction.animationDuration() == 0.6)
    #expect(CATransaction.disableActions())
    CATransaction.commit()
    #expect(log == ["inner", "outer"])
    CATransaction.commit()  // nothing begun: nothing happens
    #expect(log == ["inner", "outer"])
    CATransaction.setCompletionBlock { log.append("now") }
    #expect(log == ["inner", "outer", "now"])
  }
}
