import Foundation

/// The types whose public methods are operators (declared in the type or in
/// an extension of it); the lead adds RACSequence's with that layer.
let grammarOperatorTypes: Set<String> = ["RACSignal", "RACStream", "RACMulticastConnection"]

/// Public methods of those types that are not operators.
let grammarNonOperators: Set<String> = ["setName"]

/// Reads a layer's sources and lists its public operators as
/// `name(label:label:)`: every `public`/`open` method (static or not) declared
/// directly in one of `grammarOperatorTypes` or an extension of it, but
/// underscored names, `subscribe…` and `grammarNonOperators`.
enum GrammarOperatorScanner {
  static func operators(inLayer directory: URL) throws -> Set<String> {
    var result = Set<String>()
    let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
    while let url = enumerator?.nextObject() as? URL {
      guard url.pathExtension == "swift" else { continue }
      let text = try String(contentsOf: url, encoding: .utf8)
      result.formUnion(operators(inSource: strip(text)))
    }
    return result
  }

  /// The source without comments and with string literals blanked.
  static func strip(_ text: String) -> [Character] {
    let chars = Array(text)
    var out: [Character] = []
    out.reserveCapacity(chars.count)
    var index = 0
    while index < chars.count {
      let char = chars[index]
      let next: Character? = index + 1 < chars.count ? chars[index + 1] : nil
      if char == "/" && next == "/" {
        while index < chars.count && chars[index] != "\n" { index += 1 }
      } else if char == "/" && next == "*" {
        index += 2
        while index + 1 < chars.count && !(chars[index] == "*" && chars[index + 1] == "/") { index += 1 }
        index += 2
      } else if char == "\"" {
        let triple = index + 2 < chars.count && chars[index + 1] == "\"" && chars[index + 2] == "\""
        index += triple ? 3 : 1
        while index < chars.count {
          if chars[index] == "\\" {
            index += 2
            continue
          }
          if chars[index] == "\"" {
            if !triple { break }
            if index + 2 < chars.count && chars[index + 1] == "\"" && chars[index + 2] == "\"" {
              index += 2
              break
            }
          }
          index += 1
        }
        index += 1
        out.append(contentsOf: "\"\"")
      } else {
        out.append(char)
        index += 1
      }
    }
    return out
  }

  static let typeDeclaration = try! NSRegularExpression(
    pattern: #"\b(?:extension|class|struct|enum|protocol|actor)\s+([A-Za-z_][A-Za-z0-9_]*)"#)
  static let functionDeclaration = try! NSRegularExpression(
    pattern: #"\b(?:public|open)\s+(?:(?:static|class|final|override|nonisolated|@[A-Za-z_]+)\s+)*func\s+`?([A-Za-z_][A-Za-z0-9_]*)`?"#)

  static func operators(inSource chars: [Character]) -> Set<String> {
    let text = String(chars)
    let nsText = text as NSString
    // Functions by UTF-16 offset; the brace walk below works on UTF-16 too.
    let matches = functionDeclaration.matches(in: text, range: NSRange(location: 0, length: nsText.length))
    var pending = matches.makeIterator()
    var nextMatch = pending.next()
    var stack: [String?] = []
    var segmentStart = 0
    var result = Set<String>()
    var offset = 0
    let units = Array(text.utf16)
    while offset < units.count {
      if let match = nextMatch, match.range.location == offset {
        let name = nsText.substring(with: match.range(at: 1))
        if let owner = stack.last ?? nil, grammarOperatorTypes.contains(owner),
          !name.hasPrefix("_"), !name.hasPrefix("subscribe"), !grammarNonOperators.contains(name)
        {
          result.insert("\(name)(\(labels(units, after: match.range.location + match.range.length)))")
        }
        nextMatch = pending.next()
      }
      let unit = units[offset]
      if unit == 0x7B {  // {
        let segment = nsText.substring(with: NSRange(location: segmentStart, length: offset - segmentStart))
        let found = typeDeclaration.firstMatch(in: segment, range: NSRange(location: 0, length: (segment as NSString).length))
        let declaresType = found.map { (segment as NSString).substring(with: $0.range(at: 1)) }
          .flatMap { ["func", "var", "let"].contains($0) ? nil : $0 }
        stack.append(declaresType)
        segmentStart = offset + 1
      } else if unit == 0x7D {  // }
        if !stack.isEmpty { stack.removeLast() }
        segmentStart = offset + 1
      }
      offset += 1
    }
    return result
  }

  /// The argument labels of the parameter list that follows a function
  /// name (after any generic clause), as `label:label:`.
  static func labels(_ units: [UInt16], after start: Int) -> String {
    var index = start
    // Skip a generic clause.
    var angle = 0
    while index < units.count {
      let unit = units[index]
      if unit == 0x3C { angle += 1 }  // <
      if unit == 0x3E && units[index - 1] != 0x2D { angle -= 1 }  // > not ->
      if unit == 0x28 && angle == 0 { break }  // (
      index += 1
    }
    index += 1
    var depth = 0
    var current: [UInt16] = []
    var parameters: [String] = []
    while index < units.count {
      let unit = units[index]
      if unit == 0x28 || unit == 0x5B || (unit == 0x3C) { depth += 1 }
      if unit == 0x29 || unit == 0x5D || (unit == 0x3E && units[index - 1] != 0x2D) {
        if depth == 0 { break }
        depth -= 1
      }
      if unit == 0x2C && depth == 0 {
        parameters.append(String(decoding: current, as: UTF16.self))
        current = []
      } else {
        current.append(unit)
      }
      index += 1
    }
    let last = String(decoding: current, as: UTF16.self)
    if !last.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { parameters.append(last) }
    return parameters.map { parameter in
      let head = parameter.split(separator: ":", maxSplits: 1).first.map(String.init) ?? "_"
      let words = head.split(whereSeparator: \.isWhitespace).filter { $0 != "repeat" }
      return "\(words.first.map(String.init) ?? "_"):"
    }.joined()
  }
}
