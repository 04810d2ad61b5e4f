// An app's view models `import Combine` for `ObservableObject`, `@Published` and publishers: on
// Linux that is OpenCombine, which implements Combine's API under Combine's names.
@_exported import OpenCombine
