import HeadlessRuntime
import UIKit

/// `sheet` and `fullScreenCover`: presents the content while it is wanted.
nonisolated struct SheetModifier: PrimitiveModifier {
  let isPresented: Bool
  /// Sets the binding so the sheet is no longer wanted.
  let dismissed: () -> Void
  let onDismiss: (() -> Void)?
  let fullScreen: Bool
  let content: () -> AnyView

  /// Presented while `isPresented` is true; dismissing sets it false.
  init<Content: View>(
    _ isPresented: Binding<Bool>, _ onDismiss: (() -> Void)?, fullScreen: Bool,
    _ content: @escaping () -> Content
  ) {
    self.isPresented = isPresented.wrappedValue
    dismissed = { isPresented.wrappedValue = false }
    self.onDismiss = onDismiss
    self.fullScreen = fullScreen
    self.content = { AnyView(content()) }
  }

  /// Presented for `item` while it is not nil; dismissing sets it to nil.
  init<Item, Content: View>(
    _ item: Binding<Item?>, _ onDismiss: (() -> Void)?, fullScreen: Bool,
    _ content: @escaping (Item) -> Content
  ) {
    let shown = item.wrappedValue
    isPresented = shown != nil
    dismissed = { item.wrappedValue = nil }
    self.onDismiss = onDismiss
    self.fullScreen = fullScreen
    self.content = { shown.map { AnyView(content($0)) } ?? AnyView(EmptyView()) }
  }

  func update(_ node: ViewNode) {
    node.role = .list
    let presentation = node.modifierState(SheetPresentation.self) { SheetPresentation() }
    presentation.update(self, node: node)
  }
}

/// What a `sheet` modifier keeps: the sheet it presented, and its settings.
final class SheetPresentation {
  private var controller: SheetController?
  private var isWanted = false
  private var isScheduled = false
  private var onDismiss: (() -> Void)?
  private var root = AnyView(EmptyView())
  private var fullScreen = false
  private let settings = SheetSettings()
  /// The modifier's node, without the side table a weak reference would give it.
  private var node: NodeReference?

  func update(_ modifier: SheetModifier, node: ViewNode) {
    self.node = node.reference
    onDismiss = modifier.onDismiss
    fullScreen = modifier.fullScreen
    settings.dismiss = modifier.dismissed
    isWanted = modifier.isPresented
    if isWanted {
      var values = node.environment
      values.sheetSettings = settings
      values.dismissAction = DismissAction(action: modifier.dismissed)
      root = AnyView(modifier.content().environment(\.self, values))
      controller?.content.rootView = root
    }
    guard isWanted != (controller != nil), !isScheduled else { return }
    // Presented after the update, as SwiftUI presents in the next UIKit transaction: the
    // presenting view is in its window by then.
    isScheduled = true
    _ = HeadlessRuntime.current?.schedule(after: .appRequested(seconds: 0)) { [weak self] in
      self?.isScheduled = false
      self?.settle()
    }
  }

  /// Presents or dismisses the sheet to match what the binding wants.
  private func settle() {
    if isWanted, controller == nil {
      guard let node = node?.node,
        let presenter = node.presenter(for: fullScreen ? "fullScreenCover" : "sheet")
      else { return }
      let sheet = SheetController(rootView: root, settings: settings, fullScreen: fullScreen)
      presenter.present(sheet, animated: true)
      if sheet.presentingViewController != nil { controller = sheet }
    } else if !isWanted, let sheet = controller {
      controller = nil
      let onDismiss = onDismiss
      sheet.dismiss(animated: true) { onDismiss?() }
    }
  }
}

extension ViewNode {
  /// The controller that presents what this node's `call` (`sheet`, `alert`) asks for: the
  /// nearest one; when there is none, the problem is reported and nil returned.
  func presenter(for call: String) -> UIViewController? {
    if let controller = nearestController { return controller }
    graph.report(
      self, call: call,
      "the view is in no view controller's view; nothing is presented (host it in a "
        + "UIHostingController or a SwiftUIScreen)")
    return nil
  }

  /// The view controller whose view this node's view is in (the hosting view's, for a node
  /// that draws nothing itself).
  var nearestController: UIViewController? {
    var node: ViewNode? = self
    while let current = node, current.platformView == nil { node = current.parent }
    var responder: UIResponder? = node?.platformView ?? graph.hostView
    while let next = responder {
      if let controller = next as? UIViewController { return controller }
      responder = next.next
    }
    return nil
  }
}
