import Foundation

/// Progress and errors go to standard error; standard output is the table.
enum StandardError {
  static func write(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
