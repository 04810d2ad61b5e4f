import UIKit

/// A scroll view's content and container sizes and its insets, as a layout pass left them.
struct LaidOutSizes: Equatable {
  let content: CGSize
  let container: CGSize
  let insets: UIEdgeInsets
}
