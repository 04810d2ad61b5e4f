extension _ConditionalContent: ToolbarContent
where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
  /// Never evaluated: toolbar content is inert.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension Optional: ToolbarContent where Wrapped: ToolbarContent {
  /// Never evaluated: toolbar content is inert.
  public var body: Never { primitiveBody(of: Self.self) }
}
