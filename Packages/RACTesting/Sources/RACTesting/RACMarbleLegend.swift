/// What each value character of a marble string stands for.
///
/// Write it as a dictionary literal, or map characters with a closure:
///
/// ```swift
/// let test = RACMarbleTester()
/// let numbers = try test.cold("-a-b-|", values: ["a": 1, "b": 2])
/// let doubled = try test.cold("-1-2-|", values: RACMarbleLegend { Int(String($0)).map { $0 * 2 } })
/// ```
///
/// Without a legend, a value type that can be built from a string
/// (`LosslessStringConvertible`: `String`, `Character`, `Int`, …) takes
/// each character as written: `"-1-2-|"` as `RACSignal<Int>` sends 1 and 2.
public struct RACMarbleLegend<Value>: ExpressibleByDictionaryLiteral {
  let lookup: (Character) -> Value?

  /// Maps characters with a closure; `nil` means "no such value" (a
  /// ``RACMarbleError/Kind/unknownValue(_:)`` when it is met).
  ///
  /// - Parameter lookup: The value of a character, or `nil`.
  public init(_ lookup: @escaping (Character) -> Value?) {
    self.lookup = lookup
  }

  /// Maps the characters a dictionary names.
  ///
  /// - Parameter values: The value of each character.
  public init(_ values: [Character: Value]) {
    self.lookup = { values[$0] }
  }

  /// Maps the characters a dictionary literal names: `["a": 1, "b": 2]`.
  ///
  /// - Parameter elements: The character–value pairs; a repeated character
  ///   keeps its last value.
  public init(dictionaryLiteral elements: (Character, Value)...) {
    var values: [Character: Value] = [:]
    for (character, value) in elements { values[character] = value }
    self.init(values)
  }
}

extension RACMarbleLegend where Value: LosslessStringConvertible {
  /// Each character converted with `Value.init(_: String)`: `"a"` as a
  /// `String`, `"7"` as an `Int`.
  public static var characters: RACMarbleLegend<Value> {
    RACMarbleLegend { Value(String($0)) }
  }
}

extension RACMarbleLegend: CustomStringConvertible {
  /// The legend's type, as `<RACMarbleLegend<Int>>`, in the style of a
  /// signal's description (a legend is a lookup: it cannot list its
  /// characters).
  public var description: String { "<RACMarbleLegend<\(Value.self)>>" }
}
