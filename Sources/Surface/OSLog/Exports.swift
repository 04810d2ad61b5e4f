// `import OSLog` (iOS 14): the same `Logger` and log types as `import os`.
@_exported import os
