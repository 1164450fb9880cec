/// Why a marble string could not be read.
///
/// Its description quotes the marble string and points at the offending
/// character:
///
/// ```text
/// RACMarbleError: no legend entry for value "c" (column 5)
///   -a-b-c-|
///        ^
/// ```
///
/// ```swift
/// #expect(throws: RACMarbleError.self) {
///   try RACMarbleTimeline("-a-[b", values: ["a": 1, "b": 2])
/// }
/// ```
public struct RACMarbleError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong.
  public enum Kind: Hashable, Sendable {
    /// A character outside the grammar (`-`, letters and digits, `|`, `#`,
    /// `^`, `!`, `[ ]`, spaces).
    case unexpectedCharacter(Character)
    /// A value character the legend does not map.
    case unknownValue(Character)
    /// A `[` group that is never closed.
    case unclosedGroup
    /// A `]` with no group open.
    case unopenedGroupEnd
    /// A `[` inside a group.
    case nestedGroup
    /// A group with nothing in it: `[]`.
    case emptyGroup
    /// A `-` inside a group: a group is one point in time.
    case timeInsideGroup
    /// A value, `|` or `#` after the terminal event, or `!` after it (the
    /// terminal event already ends the subscription).
    case eventAfterTerminal
    /// A second `^`.
    case duplicateSubscription
    /// A second `!`.
    case duplicateDisposal
    /// A `!` before the `^`.
    case disposalBeforeSubscription
    /// An event before the `^` where none can happen (an expectation or a
    /// subscription log).
    case eventBeforeSubscription
    /// A marker or event this kind of marble does not allow, such as `^` in
    /// a cold signal, `!` in a test signal or a value in a subscription log.
    case notAllowed(Character, reason: String)
    /// A subscription log without its `^`.
    case missingSubscription
  }

  /// What is wrong.
  public let kind: Kind
  /// The marble string, as given.
  public let marbles: String
  /// The offset of the offending character in `marbles` (counting every
  /// character, spaces included), or the length of the string when the
  /// problem is at its end.
  public let column: Int

  /// Creates a marble error.
  ///
  /// - Parameters:
  ///   - kind: What is wrong.
  ///   - marbles: The marble string.
  ///   - column: Where, as a character offset.
  public init(_ kind: Kind, in marbles: String, at column: Int) {
    self.kind = kind
    self.marbles = marbles
    self.column = column
  }

  /// A message naming the problem, then the marble string with a caret
  /// under the offending character.
  public var description: String {
    "RACMarbleError: \(message) (column \(column))\n  \(marbles)\n  "
      + String(repeating: " ", count: column) + "^"
  }

  private var message: String {
    switch kind {
    case .unexpectedCharacter(let c):
      "unexpected character \"\(c)\"; the grammar is - value | # ^ ! [ ] and spaces"
    case .unknownValue(let c): "no legend entry for value \"\(c)\""
    case .unclosedGroup: "group \"[\" is never closed"
    case .unopenedGroupEnd: "\"]\" closes no group"
    case .nestedGroup: "groups cannot nest"
    case .emptyGroup: "empty group"
    case .timeInsideGroup: "\"-\" inside a group; a group is a single tick"
    case .eventAfterTerminal: "nothing can follow the terminal event (| or #) but time"
    case .duplicateSubscription: "second \"^\""
    case .duplicateDisposal: "second \"!\""
    case .disposalBeforeSubscription: "\"!\" before \"^\""
    case .eventBeforeSubscription: "event before the subscription \"^\""
    case .notAllowed(let c, let reason): "\"\(c)\" is not allowed here: \(reason)"
    case .missingSubscription: "a subscription log needs a \"^\""
    }
  }
}
