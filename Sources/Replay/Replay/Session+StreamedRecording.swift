import Scenes
import Tape
import TouchCore

// MARK: - A recording written as it was made

extension Session {
  /// A session recorded straight to its tape file
  /// (``record(streamingTo:partialPath:sceneID:registry:configuration:device:inputs:end:metadata:writerVersion:replayer:writerConfiguration:)``):
  /// what a summary of it needs, without its events.
  package struct StreamedRecording: Sendable {
    /// The header written.
    package var header: TapeHeader
    /// The file written: the tape asked for, or the partial tape when the scene stopped.
    package var path: String
    /// How many inputs the tape holds.
    package var inputCount: Int
    /// How many outputs of each kind the tape holds.
    package var outputCounts: [TapeEventKind: Int]
    /// The time of the tape's last event.
    package var end: Timestamp
    /// Whether the scene came to rest.
    package var settled: Bool
    /// How many frames were stepped.
    package var frameCount: Int
    /// The error the scene stopped the session with part-way, or `nil`.
    package var stop: SceneError?
    /// Whether the events went to the file as the session ran; `false` when an output came too
    /// far out of time order and the session was recorded in memory, then written.
    package var isStreamed: Bool
    /// The most outputs held in memory at once while streaming, besides the writer's open chunk.
    package var maximumPendingOutputs: Int

    /// A summary of `recording`, written to `path` in one piece.
    package init(_ recording: Recording, stop: SceneError?, path: String) {
      header = recording.header
      self.path = path
      inputCount = 0
      outputCounts = [:]
      for event in recording.events {
        if event.kind.isInput {
          inputCount += 1
        } else {
          outputCounts[event.kind, default: 0] += 1
        }
      }
      end = recording.events.last?.timestamp ?? .zero
      settled = recording.settled
      frameCount = recording.frameCount
      self.stop = stop
      isStreamed = false
      maximumPendingOutputs = recording.events.count
    }

    /// A summary of what `stream` wrote.
    init(
      _ stream: TapeStream, header: TapeHeader, path: String, settled: Bool, frameCount: Int,
      stop: SceneError?
    ) {
      self.header = header
      self.path = path
      inputCount = stream.inputCount
      outputCounts = stream.outputCounts
      end = stream.end
      self.settled = settled
      self.frameCount = frameCount
      self.stop = stop
      isStreamed = true
      maximumPendingOutputs = stream.maximumPendingOutputs
    }
  }
}
