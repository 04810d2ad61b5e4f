// Kept where a scene's conformance used to find them: a file that imports only this module
// still names the protocol and its placements, which live in the scene framework (Scenes).
@_exported import struct Scenes.ScreenPlacement
@_exported import protocol Scenes.ScreenPlacementReporting
