/// The picture of `Docs/Guides.docc/MarbleLegend.md`: one line per kind of
/// mark, drawn by ``RACMarbleSVGRenderer`` like every other picture, so
/// that the legend cannot drift from the pictures it explains.
public enum RACMarblePictureLegend {
  /// Where the legend's picture is committed, from the repository's root.
  public static let svgPath = "Docs/Guides.docc/Resources/legend.svg"

  /// The legend's lines.
  public static var lines: [RACMarbleLine] {
    typealias Mark = RACMarbleLine.Mark
    func value(_ tick: Int, _ symbol: Character) -> Mark {
      Mark(tick: tick, symbol: symbol, kind: .value(colour: String(symbol)))
    }
    return [
      RACMarbleLine(
        label: "values", marks: [value(1, "a"), value(3, "b"), Mark(tick: 5, symbol: "|", kind: .completed)],
        length: 7, note: "a, then b, then completed"),
      RACMarbleLine(
        label: "error", marks: [value(1, "a"), Mark(tick: 3, symbol: "#", kind: .error)],
        length: 7, note: "a, then an error"),
      RACMarbleLine(
        label: "subscription",
        marks: [
          Mark(tick: 1, symbol: "^", kind: .subscribed), value(2, "a"), Mark(tick: 4, symbol: "!", kind: .disposed),
        ],
        start: 1, length: 7, note: "subscribed at 1, a, disposed at 4"),
      RACMarbleLine(
        label: "one tick",
        marks: [value(1, "a"), value(4, "b"), Mark(tick: 4, symbol: "|", kind: .completed)],
        length: 7, note: "b and completion in tick 4: [b|]"),
      RACMarbleLine(
        label: "sequence", marks: [], note: "the values of a sequence, in order",
        content: .sequence(["a", "b", "c"].map { RACMarbleLine.Item(text: $0, colour: $0) })),
      RACMarbleLine(label: "returned", marks: [], note: "what an operator returned", content: .returned("a")),
    ]
  }

  /// The legend's picture.
  public static func svg() -> String {
    RACMarbleSVGRenderer.render(lines, title: "legend")
  }
}
