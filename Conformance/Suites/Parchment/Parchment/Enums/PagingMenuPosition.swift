import Foundation

public enum PagingMenuPosition {
    case top // default
    case bottom
}
