import HapticTapeCLI
import PullToRefresh

/// `haptictape` with the list screen: `swift run pull-to-refresh-tool replay Recordings`.
@main struct PullToRefreshTool {
  static func main() async {
    await HapticTapeCommand.main(registry: .builtIn + [PullToRefreshScene.self])
  }
}
