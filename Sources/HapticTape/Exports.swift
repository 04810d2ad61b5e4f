@_exported import CollectionLayout
@_exported import Haptics
@_exported import Replay
@_exported import ScrollEngine
@_exported import ScrollPhysics
@_exported import Tape
@_exported import TouchCore
@_exported import TouchInput
