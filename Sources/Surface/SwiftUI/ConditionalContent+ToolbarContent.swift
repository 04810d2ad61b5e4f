extension _ConditionalContent: ToolbarContent
where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
  /// Never evaluated: the surface reads the branch taken itself.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension _ConditionalContent: PrimitiveToolbarContent
where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
  var toolbarEntries: [ToolbarEntry] {
    switch storage {
    case .trueContent(let content): SwiftUI.toolbarEntries(of: content)
    case .falseContent(let content): SwiftUI.toolbarEntries(of: content)
    }
  }
}

extension Optional: ToolbarContent where Wrapped: ToolbarContent {
  /// Never evaluated: the surface reads the wrapped content itself.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension Optional: PrimitiveToolbarContent where Wrapped: ToolbarContent {
  var toolbarEntries: [ToolbarEntry] { map { SwiftUI.toolbarEntries(of: $0) } ?? [] }
}
