import Foundation
import RACMarbles
import Testing

/// A picture draws every event in the tick the diagram gives it: events of
/// one tick (`[e|]`) share one column, and the ticks are equally spaced, so
/// that a completion in the tick of a value is not drawn a tick late.
@Suite struct MarblePictureTickTests {
  /// A mark found in a picture: what it is, and where.
  struct Drawn: Equatable {
    let key: String
    let x: Int
    let y: Int
  }

  static func number(_ name: String, in line: Substring) -> Int? {
    guard let range = line.range(of: "\(name)=\"") else { return nil }
    return Int(line[range.upperBound...].prefix { $0 == "-" || $0.isNumber })
  }

  /// The marks of each timeline of `svg`, in order: what follows a line's
  /// axis up to the next label or axis.
  static func timelines(of svg: String) -> [[Drawn]] {
    var result: [[Drawn]] = []
    var current: [Drawn]?
    for line in svg.split(separator: "\n") {
      if line.hasPrefix("<line"), line.contains("stroke=\"#555555\"") {
        if let current { result.append(current) }
        current = []
        continue
      }
      if line.hasPrefix("<text x=\"8\"") || line == "</g>" {
        if let done = current { result.append(done) }
        current = nil
        continue
      }
      guard current != nil else { continue }
      if line.hasPrefix("<circle"), let x = number("cx", in: line), let y = number("cy", in: line),
        let open = line.range(of: "fill=\"#222222\">"), let close = line.range(of: "</text>")
      {
        current!.append(Drawn(key: "value " + line[open.upperBound..<close.lowerBound], x: x, y: y))
      } else if line.hasPrefix("<line"), let x = number("x1", in: line), let y = number("y1", in: line) {
        current!.append(Drawn(key: line.contains("stroke-dasharray") ? "disposed" : "completed", x: x, y: y))
      } else if line.hasPrefix("<path"), line.contains("#d62d20"), let range = line.range(of: "d=\"M") {
        let numbers = line[range.upperBound...].split(whereSeparator: { !$0.isNumber && $0 != "-" }).prefix(2)
          .compactMap { Int($0) }
        current!.append(Drawn(key: "error", x: numbers[0] + 10, y: numbers[1] + 10))
      } else if line.hasPrefix("<polyline"), let range = line.range(of: "points=\"") {
        let numbers = line[range.upperBound...].split(whereSeparator: { !$0.isNumber && $0 != "-" }).prefix(4)
          .compactMap { Int($0) }
        current!.append(Drawn(key: "subscribed", x: numbers[2], y: numbers[3] - 12))
      }
    }
    return result
  }

  static func key(_ mark: RACMarbleLine.Mark) -> String {
    switch mark.kind {
    case .value:
      "value "
        + String(mark.symbol).replacingOccurrences(of: "&", with: "&amp;")
        .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    case .completed: "completed"
    case .error: "error"
    case .subscribed: "subscribed"
    case .disposed: "disposed"
    }
  }

  /// The ticks of the diagram's events against the columns of the
  /// picture's marks; nil when they agree.
  static func mismatch(_ lines: [RACMarbleLine]) -> String? {
    let svg = RACMarbleSVGRenderer.render(lines, title: "t")
    let timelines = lines.filter { if case .timeline = $0.content { true } else { false } }
    let drawn = Self.timelines(of: svg)
    guard drawn.count == timelines.count else {
      return "\(drawn.count) timelines drawn, \(timelines.count) in the diagram"
    }
    var pairs: [(tick: Int, x: Int)] = []
    for (line, marks) in zip(timelines, drawn) {
      for key in Set(line.marks.map(Self.key) + marks.map(\.key)) {
        let ticks = line.marks.filter { Self.key($0) == key }.map(\.tick).sorted()
        let xs = marks.filter { $0.key == key }.map(\.x).sorted()
        guard ticks.count == xs.count else {
          return "\(line.label): \(ticks.count) \(key) in the diagram, \(xs.count) drawn"
        }
        pairs += zip(ticks, xs).map { (tick: $0, x: $1) }
      }
    }
    guard let low = pairs.min(by: { $0.tick < $1.tick }), let high = pairs.max(by: { $0.tick < $1.tick }) else {
      return nil
    }
    for pair in pairs where pair.tick == low.tick && pair.x != low.x {
      return "tick \(pair.tick) drawn at x=\(pair.x) and at x=\(low.x)"
    }
    guard high.tick > low.tick else { return nil }
    let step = Double(high.x - low.x) / Double(high.tick - low.tick)
    for pair in pairs where abs(Double(low.x) + step * Double(pair.tick - low.tick) - Double(pair.x)) > 0.5 {
      return
        "an event of tick \(pair.tick) drawn at x=\(pair.x), not in that tick's column (x=\(Double(low.x) + step * Double(pair.tick - low.tick)))"
    }
    return nil
  }

  @Test(arguments: MarbleDiagramTests.ids)
  func everyEventIsDrawnInItsTick(_ id: String) async throws {
    let example = try MarbleDiagramTests.example(id)
    let problem = await MarbleDiagramTests.offThePool {
      do { return [Self.mismatch(try RACMarbleRunner.lines(of: example)) ?? ""] } catch { return ["\(error)"] }
    }
    #expect(problem == [""], "\(id): \(problem.joined())")
  }

  @Test func theLegendDrawsEveryEventInItsTick() {
    #expect(Self.mismatch(RACMarblePictureLegend.lines) == nil)
  }

  @Test func aCompletionInTheTickOfAValueSharesItsColumn() {
    let value = RACMarbleLine.Mark.Kind.value(colour: "e")
    let lines = [
      RACMarbleLine(
        label: "self", marks: [.init(tick: 1, symbol: "b", kind: value), .init(tick: 5, symbol: "|", kind: .completed)]),
      RACMarbleLine(
        label: "result",
        marks: [.init(tick: 5, symbol: "e", kind: value), .init(tick: 5, symbol: "|", kind: .completed)]),
    ]
    #expect(Self.mismatch(lines) == nil)
    let drawn = Self.timelines(of: RACMarbleSVGRenderer.render(lines, title: "t"))
    #expect(drawn[1].map(\.x) == [drawn[0][1].x, drawn[0][1].x])
    #expect(drawn[1][0].y < drawn[1][1].y, "stacked in the order they happened")
  }
}
