import ArgumentParser
import Replay

// MARK: - ExpressibleByArgument

/// `replay --record-mode missing|all|never|failed`.
extension RecordMode: ExpressibleByArgument {}
