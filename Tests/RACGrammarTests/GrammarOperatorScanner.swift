import Foundation

/// The types whose public methods are operators (declared in the type or in
/// an extension of it).
let grammarOperatorTypes: Set<String> = ["RACSignal", "RACStream", "RACMulticastConnection", "RACSequence"]

/// The types whose operators are listed with the type's name in front
/// (`RACSequence.map(_:)`): their operators share names with the signal's,
/// and each needs its own entry.
let grammarQualifiedTypes: Set<String> = ["RACSequence"]

/// The `subscribe…` methods that are operators (the others subscribe).
let grammarSubscribeOperators: Set<String> = ["subscribe(on:)"]

/// Public methods of those types that are not operators.
let grammarNonOperators: Set<String> = ["setName"]

/// Public methods of those types that the timeline harness does not drive,
/// each with the reason. Everything here either returns no signal (the
/// harness checks signals' event grammar) or forwards to a registered
/// operator on a scheduler the single-threaded harness cannot drive.
let grammarExemptions: [String: String] = [
  // Synchronous and async readers: they block (or suspend) until the signal
  // ends and return a value, not a signal; their own tests drive them
  // (RACSignalOperatorsTests: SyncTests, AsyncTests).
  "first()": "blocks or suspends for a value; returns no signal",
  "firstOrDefault(_:)": "blocks for a value; returns no signal",
  "firstOrDefault(_:success:error:)": "blocks for a value; returns no signal",
  "toArray()": "blocks or suspends for every value; returns no signal",
  "waitUntilCompleted()": "blocks or suspends until the end; returns no signal",
  // Binding: subscribes and writes a key path; returns a disposable.
  "setKeyPath(_:on:)": "subscribes and returns a disposable, not a signal",
  "setKeyPath(_:on:nilValue:)": "subscribes and returns a disposable, not a signal",
  // `deliver(on: RACScheduler.mainThreadScheduler)`: the main queue is not
  // driven by the harness's thread; `deliver(on:)` is registered.
  "deliverOnMainThread()": "forwards to deliver(on:) on the main thread, which the harness cannot drive",
  // `signal(with: RACScheduler.scheduler())`: a background scheduler;
  // `RACSequence.signal(with:)` is registered.
  "RACSequence.signal()": "forwards to signal(with:) on a background scheduler, which the harness cannot drive",
  // Swift's `Sequence` conformance, not an operator.
  "RACSequence.makeIterator()": "Swift's Sequence conformance; not an operator",
  // Swift's `Hashable` conformance (when the values are Hashable), not an
  // operator: it returns no stream.
  "RACSequence.hash(into:)": "Swift's Hashable conformance; not an operator",
]

/// Reads a layer's sources and lists its public operators as
/// `name(label:label:)`: every `public`/`open` method (static or not) declared
/// directly in one of `grammarOperatorTypes` or an extension of it, but
/// underscored names, `subscribe…` (but `grammarSubscribeOperators`),
/// `grammarNonOperators` and `grammarExemptions`; a method of one of
/// `grammarQualifiedTypes` is listed as `Type.name(label:)`.
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
    pattern:
      #"\b(?:public|open)\s+(?:(?:static|class|final|override|nonisolated|@[A-Za-z_]+)\s+)*func\s+`?([A-Za-z_][A-Za-z0-9_]*)`?"#
  )

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
        let signature = "\(name)(\(labels(units, after: match.range.location + match.range.length)))"
        if let owner = stack.last ?? nil, grammarOperatorTypes.contains(owner),
          !isUnavailable(nsText, before: match.range.location),
          !name.hasPrefix("_"), !name.hasPrefix("subscribe") || grammarSubscribeOperators.contains(signature),
          !grammarNonOperators.contains(name)
        {
          let qualified = grammarQualifiedTypes.contains(owner) ? "\(owner).\(signature)" : signature
          if grammarExemptions[qualified] == nil { result.insert(qualified) }
        }
        nextMatch = pending.next()
      }
      let unit = units[offset]
      if unit == 0x7B {  // {
        let segment = nsText.substring(with: NSRange(location: segmentStart, length: offset - segmentStart))
        let found = typeDeclaration.firstMatch(
          in: segment, range: NSRange(location: 0, length: (segment as NSString).length))
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

  /// Whether the declaration that starts at `location` is marked
  /// `@available(*, unavailable…)`: the Objective-C spellings that rename to
  /// an operator (Scripts/objc-spellings.py), which are not operators. Its
  /// attributes are the text since the previous brace.
  static func isUnavailable(_ text: NSString, before location: Int) -> Bool {
    let head = text.substring(to: location)
    let start = head.lastIndex(where: { $0 == "{" || $0 == "}" }).map { head.index(after: $0) } ?? head.startIndex
    return head[start...].contains("@available(*, unavailable")
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
