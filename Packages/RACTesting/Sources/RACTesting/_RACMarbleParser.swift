/// One element of a marble string: where it is and what it is.
///
/// Not API.
struct _RACMarbleToken: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case value(Character)
    case completed
    case error
    case subscribed
    case disposed
  }

  /// The tick, counted from the first column (spaces do not count).
  let tick: Int
  /// The character offset in the string, for error messages.
  let column: Int
  let kind: Kind
}

/// Reads a marble string into tokens and checks the rules every marble
/// string obeys.
///
/// Every character but a space is one tick: `-` is a tick with nothing in
/// it; a value, `|`, `#`, `^` or `!` happens at its own tick. A group
/// `[…]` is one tick, holding everything in it in the written order.
/// `( … )` is accepted for `[ … ]`. Spaces take no time: they only align.
///
/// Not API.
enum _RACMarbleParser {
  static func tokens(_ marbles: String) throws(RACMarbleError) -> (tokens: [_RACMarbleToken], length: Int) {
    var tokens: [_RACMarbleToken] = []
    var tick = 0
    // The open group: its column, its tick, its closer and how many
    // elements it holds.
    var group: (column: Int, tick: Int, closer: Character, count: Int)?

    func fail(_ kind: RACMarbleError.Kind, _ column: Int) -> RACMarbleError {
      RACMarbleError(kind, in: marbles, at: column)
    }

    for (column, character) in marbles.enumerated() {
      switch character {
      case " ":
        continue
      case "-":
        if group != nil { throw fail(.timeInsideGroup, column) }
        tick += 1
      case "[", "(":
        if group != nil { throw fail(.nestedGroup, column) }
        group = (column, tick, character == "[" ? "]" : ")", 0)
      case "]", ")":
        guard let open = group, open.closer == character else { throw fail(.unopenedGroupEnd, column) }
        if open.count == 0 { throw fail(.emptyGroup, column) }
        tick = open.tick + 1
        group = nil
      default:
        let kind: _RACMarbleToken.Kind
        switch character {
        case "|": kind = .completed
        case "#": kind = .error
        case "^": kind = .subscribed
        case "!": kind = .disposed
        case _ where isValueCharacter(character): kind = .value(character)
        default: throw fail(.unexpectedCharacter(character), column)
        }
        if let open = group {
          tokens.append(_RACMarbleToken(tick: open.tick, column: column, kind: kind))
          group = (open.column, open.tick, open.closer, open.count + 1)
        } else {
          tokens.append(_RACMarbleToken(tick: tick, column: column, kind: kind))
          tick += 1
        }
      }
    }
    if let open = group { throw fail(.unclosedGroup, open.column) }
    try check(tokens, in: marbles)
    return (tokens, tick)
  }

  /// Whether `character` names a value: a letter or a digit.
  static func isValueCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber
  }

  /// The rules of every marble string: one `^` at most, one `!` at most and
  /// not before the `^`, nothing after a terminal event but time.
  private static func check(_ tokens: [_RACMarbleToken], in marbles: String) throws(RACMarbleError) {
    var terminated = false
    var subscribed = false
    var disposal: Int?
    for token in tokens {
      if terminated { throw RACMarbleError(.eventAfterTerminal, in: marbles, at: token.column) }
      switch token.kind {
      case .completed, .error:
        terminated = true
      case .subscribed:
        if subscribed { throw RACMarbleError(.duplicateSubscription, in: marbles, at: token.column) }
        if let disposal { throw RACMarbleError(.disposalBeforeSubscription, in: marbles, at: disposal) }
        subscribed = true
      case .disposed:
        if disposal != nil { throw RACMarbleError(.duplicateDisposal, in: marbles, at: token.column) }
        disposal = token.column
      case .value:
        break
      }
    }
  }

  /// Throws when a marker that `use` does not allow appears.
  static func forbid(
    _ kind: _RACMarbleToken.Kind,
    in tokens: [_RACMarbleToken],
    of marbles: String,
    because reason: String
  ) throws(RACMarbleError) {
    guard let token = tokens.first(where: { $0.kind == kind }) else { return }
    let character: Character = kind == .subscribed ? "^" : "!"
    throw RACMarbleError(.notAllowed(character, reason: reason), in: marbles, at: token.column)
  }

  /// Throws when an event comes before the `^`.
  static func requireEventsAfterSubscription(_ tokens: [_RACMarbleToken], of marbles: String) throws(RACMarbleError) {
    guard let subscription = tokens.first(where: { $0.kind == .subscribed }) else { return }
    for token in tokens where token.tick < subscription.tick {
      throw RACMarbleError(.eventBeforeSubscription, in: marbles, at: token.column)
    }
  }
}
