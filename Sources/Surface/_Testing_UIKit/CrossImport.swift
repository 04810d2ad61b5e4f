// Swift Testing declares a cross-import overlay for UIKit (on Apple platforms it adds attachment
// support): a file that imports both Testing and UIKit makes the compiler look for a module named
// _Testing_UIKit. Linux toolchains do not ship one, so without this empty module every test file
// that imports HapticTape's headless UIKit would fail to compile ("no such module").
