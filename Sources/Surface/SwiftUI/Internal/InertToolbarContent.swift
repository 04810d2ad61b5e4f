/// What the toolbar builder makes of several items: nothing, as no toolbar is drawn.
struct InertToolbarContent: ToolbarContent {
  var body: Never { primitiveBody(of: Self.self) }
}
