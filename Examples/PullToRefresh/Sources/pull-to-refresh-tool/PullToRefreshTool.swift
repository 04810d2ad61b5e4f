import HapticTapeCLI
import HapticTapeUIKit
import InboxHosting
import PullToRefresh

/// `haptictape` with the list screen, modelled (`pull-to-refresh`) and as the app's UIKit code
/// (`uikit-pull-to-refresh`): `swift run pull-to-refresh-tool replay Recordings`.
@main struct PullToRefreshTool {
  static func main() async {
    await HapticTapeCommand.main(
      registry: .builtIn + [PullToRefreshScene.self, UIKitScene<InboxScreen>.self])
  }
}
