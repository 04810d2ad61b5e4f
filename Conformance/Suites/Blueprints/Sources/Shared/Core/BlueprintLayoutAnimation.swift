import Foundation

public enum BlueprintLayoutAnimation: Int {
  case fade
  case right
  case left
  case top
  case bottom
  case none
  case middle
  case automatic
}
