import ArgumentParser

/// `layout --format`: an aligned table, or a JSON array of the attributes.
enum LayoutOutputFormat: String, ExpressibleByArgument, CaseIterable {
  case table, json
}
